import type { Config } from 'tailwindcss';

export default {
	content: ['./src/**/*.{html,js,svelte,ts}'],
	theme: {
		extend: {
			fontFamily: { sans: ['Inter', 'system-ui', 'sans-serif'] }
		}
	}
} satisfies Config;
