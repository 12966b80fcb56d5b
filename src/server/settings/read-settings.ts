import "server-only";
import { eq } from "drizzle-orm";
import { revalidateTag, unstable_cache } from "next/cache";
import { isBuildPhase } from "@/env";
import { getDb, type Executor } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
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
 * under SITE_SETTINGS_TAG until a save expires it, so a page view costs no query and nothing
 * lives in process memory. Static pages that read it carry the tag and are re-rendered on the
 * next visit after a save.
 */
export const SITE_SETTINGS_TAG = "site-settings";

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

const cachedRead = unstable_cache(() => readAll(), ["site-settings", SHAPE], {
  tags: [SITE_SETTINGS_TAG],
});

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
  tags: [SITE_SETTINGS_TAG],
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

/** Expires the cached settings (and every page that read them): the next read is fresh. */
export function expireSiteSettingsCache(): void {
  try {
    revalidateTag(SITE_SETTINGS_TAG, { expire: 0 });
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
