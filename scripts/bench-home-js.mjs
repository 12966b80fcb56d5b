// `npm run bench:home-js`: builds nothing; starts `next start` on the existing build (run
// `npm run build` first) with a throwaway data directory, loads the home page HTML, and reports
// the gzipped size of every script it references, as served. The budget is 150 kB.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not start at ${url}`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn("npx", ["next", "start", "--port", String(port), "--hostname", "127.0.0.1"], {
  env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-home-")) },
  stdio: "ignore",
  detached: true,
});
try {
  await waitFor(`${base}/api/health`);
  const html = await (await fetch(`${base}/`)).text();
  // noModule scripts (legacy polyfills) are never downloaded by the browsers we support.
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/nomodule/i.test(attrs));
  const sources = [
    ...new Set(tags.map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1]).filter(Boolean)),
  ];
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    console.info(`${(gz / 1024).toFixed(1).padStart(7)} kB  ${src}`);
  }
  console.info(
    `home page JavaScript: ${(total / 1024).toFixed(1)} kB gzipped in ${sources.length} files (budget ${BUDGET_KB} kB)`,
  );
  process.exitCode = total / 1024 <= BUDGET_KB ? 0 : 1;
} finally {
  process.kill(-server.pid, "SIGTERM");
}
