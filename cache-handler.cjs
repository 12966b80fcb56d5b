// @ts-check
/*
 * Next's own file-system cache, with every rendered page (and cached route response) filed under
 * the database it was rendered from. Next keys the full-route cache by path alone, so two servers
 * started from one build on different databases (two DATA_DIRs, a restored backup, another
 * DATABASE_URL) would serve each other's pages from `.next/server/route-cache`; this handler is
 * the one place a key can name the database. It is simpler than the alternative that works
 * without it, rendering every public page per request, which would give up the speed the public
 * pages were tuned for (bench:pages). Data-cache entries (unstable_cache) are keyed by the
 * database in their own key parts and tags (src/server/settings, src/server/pages), so they pass
 * through unchanged. Vercel keeps rendered pages per deployment and brings its own cache, so
 * next.config.mjs uses this handler only elsewhere.
 *
 * The server registers how to learn the database's namespace at start (instrumentation.ts ->
 * src/server/db/cache-namespace-resolver.ts). During `next build` there is no database: pages
 * are stored as Next stores them, and never read under a database's namespace.
 */
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;

const RESOLVER = Symbol.for("apex-chauffeurs.cache-namespace");
const ROUTE_CACHE = "/route-cache/";

/**
 * `/route-cache/<kind>/<route hash>/$/<path>` -> `/route-cache/<namespace>/<kind>/...`: still
 * under route-cache (where Next files response entries), and never equal to a build's key.
 * @param {string} key
 * @param {string} namespace
 */
function namespacedKey(key, namespace) {
  if (!key.startsWith(ROUTE_CACHE)) return key;
  return `${ROUTE_CACHE}${namespace}/${key.slice(ROUTE_CACHE.length)}`;
}

/** @returns {Promise<string | null>} null during `next build` */
async function currentNamespace() {
  if (process.env.NEXT_PHASE === "phase-production-build") return null;
  const resolve = /** @type {Record<symbol, unknown>} */ (globalThis)[RESOLVER];
  if (typeof resolve !== "function") throw new Error("no cache namespace resolver registered");
  return resolve();
}

/** The namespace, or undefined when it cannot be known: then nothing is read or written. */
async function namespaceOrUndefined() {
  try {
    return await currentNamespace();
  } catch (error) {
    console.error("[cache] rendered pages bypass the cache:", error);
    return undefined;
  }
}

class DatabaseScopedCache extends FileSystemCache {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    if (!key.startsWith(ROUTE_CACHE)) return super.get(key, ctx);
    const namespace = await namespaceOrUndefined();
    if (namespace === undefined) return null;
    return super.get(namespace === null ? key : namespacedKey(key, namespace), ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (!key.startsWith(ROUTE_CACHE)) return super.set(key, data, ctx);
    const namespace = await namespaceOrUndefined();
    if (namespace === undefined) return;
    return super.set(namespace === null ? key : namespacedKey(key, namespace), data, ctx);
  }
}

module.exports = DatabaseScopedCache;
module.exports.namespacedKey = namespacedKey;
module.exports.RESOLVER = RESOLVER;
