// Next defines `EdgeRuntime` only in edge bundles, so this guard is a compile-time constant there
// and the Node-only import chain below (database drivers, native modules) never enters them.
declare const EdgeRuntime: string | undefined;

/**
 * Runs once when the server starts: validates the configuration, prints which adapter serves
 * each concern, and opens the embedded database so migrations and the seed run before the first
 * request. A deployment with a missing real service stops here instead of serving.
 */
export async function register() {
  if (typeof EdgeRuntime !== "string") {
    const { isBuildPhase, isNodeRuntime } = await import("./env");
    if (!isNodeRuntime() || isBuildPhase()) return;
    const { startServer } = await import("./server/start-server");
    await startServer();
  }
}
