/**
 * Runs once when the server starts: validates the configuration, prints which adapter serves
 * each concern, and (locally) opens the database so migrations and the seed run before the
 * first request. A deployment with a missing real service stops here instead of serving.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./server/start-server");
  await startServer();
}
