import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../..");
const MIGRATIONS = path.join(ROOT, "drizzle");

/** Everything the template depends on: each migration's text and PGlite's version. */
export function templateKey(): string {
  const hash = createHash("sha256");
  const files = readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS, file);
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(readFileSync(full));
  }
  const pglite = path.join(ROOT, "node_modules/@electric-sql/pglite/package.json");
  hash.update(readFileSync(pglite));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The path of a dump of a freshly migrated PGlite database, built once per set of migrations
 * (kept in node_modules/.cache). Each integration file's in-memory database starts from it
 * instead of running initdb and forty migrations of its own; the migrator then finds nothing to
 * apply, so what the tests see is exactly a migrated database.
 */
export function pgliteTemplate(): string {
  const directory = path.join(ROOT, "node_modules/.cache/pglite-template");
  const target = path.join(directory, `${templateKey()}.tar`);
  if (existsSync(target)) return target;
  mkdirSync(directory, { recursive: true });
  execFileSync(
    process.execPath,
    [path.join(ROOT, "scripts/pglite-template.mjs"), target, MIGRATIONS],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
  return target;
}
