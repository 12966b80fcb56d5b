import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not answer within two minutes`);
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
  await waitForHealth(origin, child);
  return { origin, port, dataDir, stop: () => child.kill("SIGTERM") };
}
