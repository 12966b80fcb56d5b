import type { Config } from "tailwindcss";

// Brand theme: black and warm gold, chosen so text pairs meet WCAG AA
// (gold-700 on white 4.9:1, gold-400 on black 9.6:1).
const config: Config = {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          black: "#0b0b0c",
          ink: "#1c1c1f",
          gold: {
            50: "#fbf7ec",
            100: "#f4ead0",
            300: "#e2c784",
            400: "#d4af5a",
            500: "#c39a3e",
            600: "#a07c2c",
            700: "#7f6122",
          },
        },
      },
      fontFamily: {
        sans: ["var(--font-sans)", "system-ui", "sans-serif"],
      },
      maxWidth: { site: "80rem" },
    },
  },
};

export default config;
