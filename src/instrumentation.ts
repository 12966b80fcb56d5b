/**
 * Runs once when the server starts: validates the configuration, prints which adapter serves
 * each concern, and opens the embedded database so migrations and the seed run before the first
 * request. A deployment with a missing real service stops here instead of serving.
 */
export async function register() {
  // The one read of process.env outside src/env.ts, on purpose: Next inlines NEXT_RUNTIME at
  // compile time, which is what keeps the Node-only chain below (database drivers, Argon2's
  // native module) out of the edge instrumentation bundle. Through env.ts the edge build fails.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { isBuildPhase } = await import("./env");
    if (isBuildPhase()) return;
    const { startServer } = await import("./server/start-server");
    await startServer();
  }
}
