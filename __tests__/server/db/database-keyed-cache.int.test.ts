import { cpSync, mkdtempSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { resetServerConfigForTests } from "@/env";
import { closeDb, getCacheNamespace, getDb } from "@/server/db/client";
import { restoreBackup } from "@/server/db/restore-backup";
import { databaseIdentity } from "@/server/db/schema";
import { contentPageKeyParts, contentPageTag } from "@/server/pages/cache";
import { getPublishedPage } from "@/server/pages/public-page";
import {
  getSiteSettings,
  siteSettingsKeyParts,
  siteSettingsTag,
} from "@/server/settings/read-settings";
import { GENERAL_DEFAULTS } from "@/server/settings/registry";
import { updateSettingsGroup } from "@/server/settings/update-settings";

/*
 * Next's data cache as two servers started from one build share it (`.next/cache`, Vercel's Data
 * Cache): an entry is found by its key parts alone, whatever database the server reading it
 * uses, and revalidateTag drops every entry carrying the tag.
 */
const mockStore = new Map<string, { value: unknown; tags: string[] }>();
jest.mock("next/cache", () => ({
  unstable_cache:
    (read: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => async () => {
      const key = JSON.stringify(keyParts);
      const hit = mockStore.get(key);
      if (hit) return structuredClone(hit.value);
      const value = await read();
      mockStore.set(key, { value: structuredClone(value), tags: options.tags });
      return value;
    },
  revalidateTag: (tag: string) => {
    for (const [key, entry] of mockStore) if (entry.tags.includes(tag)) mockStore.delete(key);
  },
  revalidatePath: () => undefined,
}));

jest.setTimeout(120_000);

const system = { kind: "system" as const, id: null, label: null };
const root = mkdtempSync(path.join(tmpdir(), "keyed-cache-"));
const dirOf = (name: string) => path.join(root, name);

// These are embedded databases in data directories of their own, also in the pass on a real
// PostgreSQL server (which names a DATABASE_URL for every file): that URL is set aside here.
const serverUrl = process.env.DATABASE_URL;

/** Restarts "the server" on the embedded database in DATA_DIR=<root>/<name>. */
async function useDatabase(name: string): Promise<string> {
  await closeDb();
  delete process.env.EMBEDDED_DATABASE;
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dirOf(name);
  resetServerConfigForTests();
  await getDb();
  return getCacheNamespace();
}

const savePhone = (support_phone: string) =>
  updateSettingsGroup({
    key: "general",
    value: { ...GENERAL_DEFAULTS, support_phone },
    actor: system,
  });
const phone = async () => (await getSiteSettings()).general.support_phone;

afterAll(async () => {
  await closeDb();
  if (serverUrl !== undefined) process.env.DATABASE_URL = serverUrl;
  resetServerConfigForTests();
});

describe("two databases behind one build's data cache", () => {
  it("get different keys and tags, and never each other's settings or pages", async () => {
    const a = await useDatabase("a");
    await savePhone("+442079461110");
    expect(await phone()).toBe("+442079461110");
    const aboutA = await getPublishedPage("about");

    const b = await useDatabase("b");
    expect(b).not.toBe(a);
    expect(siteSettingsKeyParts(b)).not.toEqual(siteSettingsKeyParts(a));
    expect(siteSettingsTag(b)).not.toBe(siteSettingsTag(a));
    expect(contentPageKeyParts(b, "about")).not.toEqual(contentPageKeyParts(a, "about"));
    expect(contentPageTag(b, "about")).not.toBe(contentPageTag(a, "about"));

    // B's own values, although A's are in the shared cache.
    expect(await phone()).toBe(GENERAL_DEFAULTS.support_phone);
    await (
      await getDb()
    ).execute(sql`update content_page_revisions set title = 'About B' where slug = 'about'`);
    expect((await getPublishedPage("about"))?.title).toBe("About B");
    expect(aboutA?.title).not.toBe("About B");

    // A save on B expires B's entry only.
    const cachedForA = mockStore.get(JSON.stringify(siteSettingsKeyParts(a)));
    await savePhone("+442079462220");
    expect(await phone()).toBe("+442079462220");
    expect(mockStore.get(JSON.stringify(siteSettingsKeyParts(a)))).toBe(cachedForA);

    await useDatabase("a");
    expect(await phone()).toBe("+442079461110");
    expect((await getPublishedPage("about"))?.title).toBe(aboutA?.title);
  });

  it("keys a copied data directory apart from its original (same identity row, another place)", async () => {
    await closeDb();
    cpSync(dirOf("a"), dirOf("a-copy"), { recursive: true });
    const original = await useDatabase("a");
    const copy = await useDatabase("a-copy");
    expect(copy).not.toBe(original);
  });
});

describe("db:restore", () => {
  it("gives the restored database a new identity, so the old one's cache is not served", async () => {
    const before = await useDatabase("a");
    await closeDb();
    const backup = await PGlite.create(path.join(dirOf("a"), "db"));
    const tarball = await backup.dumpDataDir("gzip");
    await backup.close();

    // After the backup, A moves on (and its new phone is cached under A's namespace)...
    await useDatabase("a");
    await savePhone("+442079463330");
    expect(await phone()).toBe("+442079463330");
    await closeDb();

    // ...then the backup is restored in A's place (the old directory moved aside).
    renameSync(dirOf("a"), dirOf("a-before-restore"));
    const restored = await restoreBackup(tarball, path.join(dirOf("a"), "db"));
    expect(restored.identity).toMatch(/^[0-9a-f-]{36}$/);
    const after = await useDatabase("a");
    expect(after).not.toBe(before);
    expect(await phone()).toBe("+442079461110");
    const rows = await (await getDb()).select().from(databaseIdentity);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(restored.identity);
  });

  it("refuses to restore over an existing database", async () => {
    await expect(restoreBackup(new Blob([]), path.join(dirOf("a"), "db"))).rejects.toThrow(
      /exists/,
    );
  });
});
