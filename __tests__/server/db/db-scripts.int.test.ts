import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";

// `npm run db:migrate` and `npm run db:seed` as an operator runs them, in a child process with
// a clean environment: migrating must never create an administrator, and a DATABASE_URL has no
// default password.
jest.setTimeout(180_000);

const ROOT = path.join(__dirname, "../../..");
const CONFIG_VARIABLES = [
  "DATABASE_URL",
  "EMBEDDED_DATABASE",
  "DATA_DIR",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "VERCEL",
  "REQUIRE_REAL_SERVICES",
  "DEV_OUTBOX",
];

function npmRun(script: string, env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete base[name];
  const result = spawnSync("npm", ["run", "--silent", script], {
    cwd: ROOT,
    env: { ...base, ...env },
    encoding: "utf8",
    timeout: 150_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("npm run db:migrate on the embedded database", () => {
  it("creates the tables and no administrator", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-migrate-"));
    const run = npmRun("db:migrate", { DATA_DIR: dataDir });
    expect(run.output).toContain("migrations: up to date");
    expect(run.status).toBe(0);
    const db = new PGlite(path.join(dataDir, "db"));
    try {
      const migrations = await db.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(migrations.rows[0]!.n).toBeGreaterThan(0);
      const people = await db.query<{ n: number }>("select count(*)::int as n from users");
      expect(people.rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});

const realServer = process.env.TEST_DATABASE_URL;
(realServer ? describe : describe.skip)(
  "db scripts against a DATABASE_URL (TEST_DATABASE_URL)",
  () => {
    const name = `it_scripts_${process.pid}_${randomBytes(4).toString("hex")}`;
    let url = "";

    async function query<T>(connectionString: string, statement: string): Promise<T[]> {
      const client = new Client({ connectionString });
      await client.connect();
      try {
        return (await client.query(statement)).rows as T[];
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      await query(realServer!, `create database ${name}`);
      const parsed = new URL(realServer!);
      parsed.pathname = `/${name}`;
      url = parsed.toString();
    });

    afterAll(async () => {
      await query(realServer!, `drop database if exists ${name} with (force)`);
    });

    it("db:migrate only migrates; db:seed skips without ADMIN_PASSWORD and uses it when given", async () => {
      const migrate = npmRun("db:migrate", { DATABASE_URL: url });
      expect(migrate.status).toBe(0);
      const admins = () =>
        query<{ email: string }>(url, "select email from users where role = 'admin'");
      expect(await admins()).toEqual([]);

      const skipped = npmRun("db:seed", { DATABASE_URL: url });
      expect(skipped.status).toBe(0);
      expect(skipped.output).toContain(
        "ADMIN_PASSWORD is not set, so no administrator was created",
      );
      expect(await admins()).toEqual([]);

      const seeded = npmRun("db:seed", {
        DATABASE_URL: url,
        ADMIN_EMAIL: "owner@example.com",
        ADMIN_PASSWORD: "chosen-by-the-operator",
      });
      expect(seeded.status).toBe(0);
      expect(await admins()).toEqual([{ email: "owner@example.com" }]);
    });
  },
);
