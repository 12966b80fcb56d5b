import "server-only";
import { getCacheNamespace } from "./client";

/** The symbol cache-handler.cjs (loaded by Next outside the app's bundles) looks the resolver up by. */
export const CACHE_NAMESPACE_RESOLVER = Symbol.for("apex-chauffeurs.cache-namespace");

/**
 * Tells the rendered-page cache (cache-handler.cjs) how to learn this server's database
 * namespace. Called at start, before the first request; the handler runs outside the app's
 * bundles, so a process-wide symbol is the only way it can reach the open connection.
 */
export function registerCacheNamespaceResolver(): void {
  (globalThis as typeof globalThis & Record<symbol, unknown>)[CACHE_NAMESPACE_RESOLVER] =
    getCacheNamespace;
}
