import "server-only";
import { eq } from "drizzle-orm";
import { revalidateTag, unstable_cache } from "next/cache";
import { isBuildPhase } from "@/env";
import { getCacheNamespace, getDb, type Executor } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { BUILD_NAMESPACE } from "@/server/db/identity";
import { logger } from "@/server/http/logger";
import {
  parseStoredGroup,
  SETTINGS_KEYS,
  settingsDefaults,
  type SettingsKey,
  type SettingsValue,
  type SiteSettings,
} from "./registry";

/**
 * The one place the site reads its settings. Pages, layouts, metadata and e-mails call
 * getSiteSettings(): Next's data cache (shared by every instance on Vercel) keeps the answer
 * under the database's settings tag until a save expires it, so a page view costs no query and
 * nothing lives in process memory. Static pages that read it carry the tag and are re-rendered on
 * the next visit after a save.
 *
 * That cache is shared by every server started from one build (and on Vercel by deployments), on
 * whatever database each uses, so the key and the tag name the database (src/server/db/identity.ts):
 * one database's settings are never another's, and a save expires its own database's entry.
 */
export function siteSettingsTag(namespace: string): string {
  return `site-settings:${namespace}`;
}

async function readAll(executor?: Executor): Promise<SiteSettings> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  const settings = settingsDefaults();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  for (const key of SETTINGS_KEYS) {
    if (!stored.has(key)) continue;
    const { value, valid } = parseStoredGroup(key, stored.get(key));
    if (!valid) logger.warn({ key }, "stored settings no longer pass their schema; using defaults");
    (settings as Record<SettingsKey, unknown>)[key] = value;
  }
  return settings;
}

/**
 * The data cache outlives deployments (on Vercel, and in `.next/cache` locally), so an entry written
 * before a group or field was added must never answer for the new code: the key names the shape
 * (every group and its fields), and whatever comes back is laid over the defaults all the same.
 */
const SHAPE = SETTINGS_KEYS.map(
  (key) => `${key}:${Object.keys(settingsDefaults()[key]).sort().join(",")}`,
).join(";");

/** The data-cache key parts of the settings of the database with this namespace. */
export function siteSettingsKeyParts(namespace: string): string[] {
  return ["site-settings", SHAPE, namespace];
}

async function cachedRead(): Promise<SiteSettings> {
  const namespace = await getCacheNamespace();
  return unstable_cache(() => readAll(), siteSettingsKeyParts(namespace), {
    tags: [siteSettingsTag(namespace)],
  })();
}

function overDefaults(cached: Partial<SiteSettings>): SiteSettings {
  const settings = settingsDefaults();
  for (const key of SETTINGS_KEYS) {
    (settings as Record<SettingsKey, unknown>)[key] = { ...settings[key], ...cached[key] };
  }
  return settings;
}

// `next build` has no database: pages prerendered then show the defaults for one second (the
// short revalidate makes them stale at once), and the first visit re-renders them with the
// stored values.
const buildTimeRead = unstable_cache(async () => settingsDefaults(), ["site-settings", "build"], {
  tags: [siteSettingsTag(BUILD_NAMESPACE)],
  revalidate: 1,
});

/** Outside a Next.js server (scripts, tests) there is no data cache: read the database. */
function isOutsideNext(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("Invariant: incrementalCache missing");
}

export async function getSiteSettings(): Promise<SiteSettings> {
  try {
    return overDefaults(await (isBuildPhase() ? buildTimeRead() : cachedRead()));
  } catch (error) {
    if (isOutsideNext(error)) return readAll();
    throw error;
  }
}

/**
 * One group read straight from the database, for writes: inside a transaction pass it (PGlite
 * has one connection, so a read outside the open transaction would wait for it forever).
 */
export async function readSettingsGroup<K extends SettingsKey>(
  key: K,
  executor?: Executor,
): Promise<SettingsValue<K>> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row ? parseStoredGroup(key, row.value).value : settingsDefaults()[key];
}

/**
 * Expires this database's cached settings (and every page that read them): the next read is
 * fresh. Other databases' entries are left alone.
 */
export async function expireSiteSettingsCache(): Promise<void> {
  const namespace = await getCacheNamespace();
  try {
    revalidateTag(siteSettingsTag(namespace), { expire: 0 });
  } catch (error) {
    // Outside a Next.js server there is no cache to expire.
    if (!(
      error instanceof Error &&
      error.message.startsWith("Invariant: static generation store missing")
    ))
      throw error;
  }
}

/** Every group straight from the database (the console's form shows what is saved now). */
export async function readAllSettings(executor?: Executor): Promise<SiteSettings> {
  return readAll(executor);
}
