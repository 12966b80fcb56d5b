import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; they are applied by
// `npm run db:migrate` (or automatically on a local start), never with `push`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
