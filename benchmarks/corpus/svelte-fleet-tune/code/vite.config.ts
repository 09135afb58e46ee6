import { sveltekit } from "@sveltejs/kit/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
	plugins: [tailwindcss(), sveltekit()],
	server: {
		proxy: {
			// The fleet API runs next to the app in development (see README of fleetline-api).
			"/api": "http://localhost:8787"
		}
	}
});
