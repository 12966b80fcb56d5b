import { sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { runMigrations } from "@/server/db/migrate";
import { runSeed } from "@/server/db/seed";
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
];

describe("migrations and seed", () => {
  it("create every table of the data model", async () => {
    const db = await getDb();
    const result = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    const tables = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
  });

  it("are a no-op when applied again", async () => {
    const db = await getDb();
    const count = async () => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
    const before = await count();
    await runMigrations(db, getServerConfig().database);
    expect(await count()).toBe(before);
  });

  it("seed the development administrator once", async () => {
    const db = await getDb();
    const admins = await db.select().from(users).where(sql`${users.role} = 'admin'`);
    expect(admins.map((a) => a.email)).toContain("admin@example.com");
    expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const again = await runSeed(db, getServerConfig());
    expect(again.adminCreated).toBe(false);
  });

  it("index the lookups the pages make", async () => {
    const db = await getDb();
    const result = await db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`);
    const names = rowsOf<{ indexname: string }>(result).map((r) => r.indexname);
    expect(names).toEqual(expect.arrayContaining(["bookings_user_idx", "bookings_date_idx", "bookings_status_idx", "drivers_status_idx", "users_email_unique"]));
  });
});
