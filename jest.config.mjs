// Tests mirror src/ under __tests__/ (helpers in __tests__/support, imported as @test/...).
// Three projects by file name: `*.test.ts` pure unit tests, `*.test.tsx` component tests in
// jsdom, and `*.int.test.ts` integration tests that call route handlers against a fresh
// migrated database per test file.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const shared = {
  rootDir: ".",
  transform: { "^.+\\.(t|j)sx?$": swc },
  // marked and otplib's crypto and base32 dependencies (@noble, @scure) ship only ES modules;
  // compile them like the project's own code.
  transformIgnorePatterns: ["/node_modules/(?!(marked|otplib|@otplib|@noble|@scure)/)"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/__tests__/support/empty-module.js",
    "^@/(.*)$": "<rootDir>/src/$1",
    "^@test/(.*)$": "<rootDir>/__tests__/support/$1",
  },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "json"],
};

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/**/*.test.ts"],
      testPathIgnorePatterns: ["\\.int\\.test\\.ts$"],
    },
    {
      ...shared,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-components.ts"],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        "\\.(css)$": "<rootDir>/__tests__/support/empty-module.js",
      },
    },
    {
      ...shared,
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/**/*.int.test.ts"],
      setupFiles: ["<rootDir>/__tests__/support/integration-env.ts"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/integration-database.ts"],
    },
  ],
  // A global option (Jest ignores it inside a project): the first test of an integration file
  // opens and migrates a fresh database, which can take several seconds on a busy 2-core machine.
  testTimeout: 30000,
};

export default config;
