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

export interface ExtraServerOptions {
  /** A data directory prepared beforehand (a seeded database); a fresh one otherwise. */
  dataDir?: string;
  /** Run as the suite's own server is (NEXTAUTH_URL, the outbox, x-real-ip trusted). */
  likeSuiteServer?: boolean;
  /** More variables for this server alone (say EMAIL_FORCE_FAILURE=1). */
  env?: Record<string, string>;
}

/** Fails as soon as the server exits, rather than after the health wait's two minutes. */
function exited(server: ChildProcess): Promise<never> {
  return new Promise((_, reject) => {
    server.once("exit", (code) => reject(new Error(`next start exited with ${code}`)));
  });
}

export async function startExtraServer(options: ExtraServerOptions = {}): Promise<ExtraServer> {
  let port = await freePort();
  while (port === 3000) port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "chauffeur-extra-"));
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir };
  for (const name of ["NEXTAUTH_URL", "PORT", "DEV_OUTBOX", "TRUSTED_PROXY_HEADER"]) {
    delete env[name];
  }
  if (options.likeSuiteServer) {
    Object.assign(env, {
      NEXTAUTH_URL: origin,
      DEV_OUTBOX: "1",
      TRUSTED_PROXY_HEADER: "x-real-ip",
    });
  }
  Object.assign(env, options.env);
  // Node itself, not npx, so stop() ends the server rather than a wrapper around it.
  const next = path.join("node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [next, "start", "-p", String(port)], {
    env,
    stdio: "ignore",
  });
  const exit = exited(child);
  // Once healthy, the server's later exit (stop()) is expected: nobody waits on it then.
  exit.catch(() => undefined);
  await Promise.race([waitForHealth(origin), exit]);
  return { origin, port, dataDir, stop: () => child.kill("SIGTERM") };
}

/**
 * A fresh data directory with the demo business in it (`npm run db:demo`, the smallest size
 * that still plans today's board: lanes, an urgent queue, an open offer, a farmed-out job),
 * written before any server opens it, as the embedded database has one owner at a time.
 */
export async function seedDemoDataDir(bookings = 100): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "chauffeur-demo-"));
  const tsx = path.join("node_modules", "tsx", "dist", "cli.mjs");
  // Never a configured server's database: only the embedded one in the new directory.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [tsx, "--conditions=react-server", "scripts/db-seed.ts", "--demo", `--bookings=${bookings}`],
    { env, stdio: "ignore" },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the demo seed exited with ${code}`)),
    );
  });
  return dataDir;
}
