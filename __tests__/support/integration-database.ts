import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { resetServerConfigForTests } from "@/env";
import { closeDb, connect } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { templateKey } from "./pglite-template";

// With TEST_DATABASE_URL (CI's real PostgreSQL run), each test file gets a database of its own,
// copied here from a migrated template (a DATABASE_URL is never migrated on open, as in production) and
// dropped afterwards; otherwise the in-memory PGlite is fresh per file, started from a migrated
// template (integration-env.ts), and migrates itself (finding nothing left to apply).
const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A migrated database on the server that each file's database is copied from
 * (`create database ... template`, a file copy), so each file no longer runs forty migrations.
 * Named for the migrations it holds; the first worker to need it builds it under an advisory
 * lock, the others wait and then copy it.
 */
async function migratedTemplate(admin: Client): Promise<string> {
  const name = `it_template_${templateKey()}`;
  const exists = async () =>
    (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query("select pg_advisory_lock(724581904)");
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const adapter = { kind: "postgres", url: withDatabase(serverUrl!, building) } as const;
    const connection = await connect(adapter);
    try {
      await runMigrations(connection.db, adapter);
    } finally {
      await connection.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock(724581904)");
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  databaseName = `it_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await migratedTemplate(admin);
    await admin.query(`create database ${databaseName} template ${template}`);
  } finally {
    await admin.end();
  }
  process.env.DATABASE_URL = withDatabase(serverUrl, databaseName);
  resetServerConfigForTests();
});

afterAll(async () => {
  await closeDb();
  if (!serverUrl || !databaseName) return;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});
