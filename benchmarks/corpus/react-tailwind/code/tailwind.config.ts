import type { Config } from "tailwindcss";

export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe6fe",
          500: "#4f6ef7",
          600: "#3d56e0",
          700: "#3244b8",
        },
      },
      borderRadius: { xl: "0.875rem" },
      keyframes: {
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
        "zoom-in": { from: { transform: "scale(0.96)" }, to: { transform: "scale(1)" } },
      },
      animation: {
        "fade-in": "fade-in 120ms ease-out",
        "zoom-in": "zoom-in 120ms ease-out",
      },
    },
  },
  plugins: [],
} satisfies Config;
