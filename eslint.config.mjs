import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Tests stand next/link in with a plain <a>; the rule (which reads the catch-all /[slug] content
    // route as a page behind every path) has nothing to say about them.
    files: ["__tests__/**/*.{ts,tsx}"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Boundaries: pages, layouts and components reach data only through server modules
    // (src/server/<domain>), never the database or the ORM directly.
    files: ["src/app/**/page.tsx", "src/app/**/layout.tsx", "src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Pages and components reach data through src/server modules, not the ORM.",
            },
            {
              group: ["@/server/db", "@/server/db/*"],
              message:
                "Pages and components reach data through src/server modules, not the database.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components run in the browser too: from src/server they may import types only; toasts go
    // through ui/toast.
    files: ["src/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*"],
              allowTypeImports: true,
              message: "Components import only types from src/server.",
            },
          ],
          paths: [
            {
              // One toast module: it loads sonner on the first toast, so no page ships it upfront.
              name: "sonner",
              allowTypeImports: true,
              message: "Raise toasts through @/components/ui/toast.",
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files Next loads by path (cache-handler.cjs): require is how they import.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Sessions are read through the guards (src/server/auth/guards.ts), which refuse an
    // administrator without the 2FA Settings requires; reading the session directly went around it.
    files: ["src/app/api/**/*.ts", "src/server/**/*.ts"],
    ignores: ["src/server/auth/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/auth/request-session"],
              message: "Read the session through a guard in @/server/auth/guards.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route handlers are thin (parse, guard, one domain call, envelope): the query belongs in a
    // server module. A type the domain call takes (the caller's Transaction) may still be named.
    files: ["src/app/**/route.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              allowTypeImports: true,
              message: "Route handlers reach data through src/server modules, not the ORM.",
            },
            {
              group: ["@/server/db", "@/server/db/*"],
              allowTypeImports: true,
              message: "Route handlers reach data through src/server modules, not the database.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      ".data/**",
      "drizzle/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
