import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForHealth } from "../../scripts/bench-server";

/**
 * A second `next start` from the suite's own build, on a free port (never 3000) with a data
 * directory of its own and no NEXTAUTH_URL: what a person gets who runs the build by hand, or
 * two servers sharing one `.next` (a preview, a restored copy).
 */
export interface ExtraServer {
  origin: string;
  port: number;
  dataDir: string;
  stop(): void;
}

/** Fails as soon as the server exits, rather than after the health wait's two minutes. */
function exited(server: ChildProcess): Promise<never> {
  return new Promise((_, reject) => {
    server.once("exit", (code) => reject(new Error(`next start exited with ${code}`)));
  });
}

export async function startExtraServer(): Promise<ExtraServer> {
  let port = await freePort();
  while (port === 3000) port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-extra-"));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir };
  for (const name of ["NEXTAUTH_URL", "PORT", "DEV_OUTBOX", "TRUSTED_PROXY_HEADER"]) {
    delete env[name];
  }
  // Node itself, not npx, so stop() ends the server rather than a wrapper around it.
  const next = path.join("node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [next, "start", "-p", String(port)], {
    env,
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const exit = exited(child);
  // Once healthy, the server's later exit (stop()) is expected: nobody waits on it then.
  exit.catch(() => undefined);
  await Promise.race([waitForHealth(origin), exit]);
  return { origin, port, dataDir, stop: () => child.kill("SIGTERM") };
}
