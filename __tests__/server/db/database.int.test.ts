import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { buildServerConfig, getServerConfig, resetServerConfigForTests } from "@/env";
import { closeDb, getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { runMigrations } from "@/server/db/migrate";
import { runSeed, SEED_SKIPPED_MESSAGE } from "@/server/db/seed";
import { users } from "@/server/db/schema";

const EXPECTED_TABLES = [
  "bookings",
  "contact_messages",
  "driver_car_pictures",
  "drivers",
  "email_outbox",
  "idempotency_keys",
  "partners",
  "password_reset_tokens",
  "payments",
  "processed_webhook_events",
  "rate_limit_buckets",
  "site_settings",
  "users",
  "vehicles",
  "vehicle_drivers",
  "vehicle_pictures",
];

describe("migrations and seed", () => {
  it("create every table of the data model", async () => {
    const db = await getDb();
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
  });

  it("are a no-op when applied again", async () => {
    const db = await getDb();
    const count = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )[0]!.n;
    const before = await count();
    await runMigrations(db, getServerConfig().database);
    expect(await count()).toBe(before);
  });

  it("seed the administrator once: on its own only for the embedded database, else from ADMIN_PASSWORD", async () => {
    const db = await getDb();
    const config = getServerConfig();
    const admins = async () =>
      db
        .select()
        .from(users)
        .where(sql`${users.role} = 'admin'`);
    if (config.database.kind === "pglite") {
      expect((await admins()).map((a) => a.email)).toContain("admin@example.com");
    } else {
      // A DATABASE_URL is never seeded by opening it, and has no default password.
      expect(await admins()).toEqual([]);
      expect(config.admin.password).toBeUndefined();
      jest.spyOn(console, "warn").mockImplementation(() => undefined);
      expect(await runSeed(db, config)).toEqual({ adminCreated: false, skipped: true });
      jest.mocked(console.warn).mockRestore();
      expect(
        await runSeed(db, {
          ...config,
          admin: { email: "admin@example.com", password: "explicit-password-1" },
        }),
      ).toEqual({ adminCreated: true, skipped: false });
    }
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@example.com"));
    expect(admin!.password_hash).toMatch(/^\$argon2id\$/);
    const again = await runSeed(db, {
      ...config,
      admin: { email: "admin@example.com", password: "another-password-2" },
    });
    expect(again).toEqual({ adminCreated: false, skipped: false });
  });

  it("skip the administrator with a clear log line when a DATABASE_URL comes without ADMIN_PASSWORD", async () => {
    const db = await getDb();
    const laptopPointedAtProduction = buildServerConfig({
      DATABASE_URL: "postgres://u:p@db.example.com/prod",
      ADMIN_EMAIL: "owner@example.com",
    });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await runSeed(db, laptopPointedAtProduction)).toEqual({
        adminCreated: false,
        skipped: true,
      });
      expect(warn).toHaveBeenCalledWith(SEED_SKIPPED_MESSAGE);
      expect(SEED_SKIPPED_MESSAGE).toMatch(/ADMIN_PASSWORD is not set/);
    } finally {
      warn.mockRestore();
    }
    expect(await db.select().from(users).where(eq(users.email, "owner@example.com"))).toEqual([]);
  });

  it("index the lookups the pages make", async () => {
    const db = await getDb();
    const result = await db.execute(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = rowsOf<{ indexname: string }>(result).map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        "bookings_user_pickup_idx",
        "stored_files_key_idx",
        "bookings_date_pickup_idx",
        "assignments_span_idx",
        "bookings_status_pickup_keyset_idx",
        "drivers_status_idx",
        "users_email_unique",
      ]),
    );
  });
});

// Opening a DATABASE_URL must never migrate or seed it: `DATABASE_URL=<production> npm run dev`
// from a laptop would otherwise create admin@example.com with the public password.
const realServer = process.env.TEST_DATABASE_URL;
(realServer ? describe : describe.skip)("opening a DATABASE_URL (TEST_DATABASE_URL)", () => {
  const bareName = `it_bare_${process.pid}_${randomBytes(4).toString("hex")}`;
  let originalUrl: string | undefined;

  async function onServer(statement: string): Promise<void> {
    const admin = new Client({ connectionString: realServer });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    originalUrl = process.env.DATABASE_URL;
    await onServer(`create database ${bareName}`);
    await closeDb();
    const url = new URL(realServer!);
    url.pathname = `/${bareName}`;
    process.env.DATABASE_URL = url.toString();
    resetServerConfigForTests();
  });

  afterAll(async () => {
    await closeDb();
    if (originalUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = originalUrl;
    resetServerConfigForTests();
    await onServer(`drop database if exists ${bareName} with (force)`);
  });

  it("neither migrates nor seeds it", async () => {
    const db = await getDb();
    const tables = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
      ),
    )[0]!.n;
    expect(tables).toBe(0);
  });
});
