import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { getServerConfig, resetServerConfigForTests } from "@/env";
import { closeDb, connect } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";

// With TEST_DATABASE_URL (CI's real PostgreSQL run), each test file gets a database of its own,
// created and migrated here (a DATABASE_URL is never migrated on open, as in production) and
// dropped afterwards; otherwise the in-memory PGlite is fresh per file, started from a migrated
// template (integration-env.ts), and migrates itself (finding nothing left to apply).
const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

beforeAll(async () => {
  if (!serverUrl) return;
  databaseName = `it_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  process.env.DATABASE_URL = withDatabase(serverUrl, databaseName);
  resetServerConfigForTests();
  const adapter = getServerConfig().database;
  const connection = await connect(adapter);
  try {
    await runMigrations(connection.db, adapter);
  } finally {
    await connection.close();
  }
});

afterAll(async () => {
  await closeDb();
  if (!serverUrl || !databaseName) return;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});
