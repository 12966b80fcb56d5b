// `npm run bench:pages [-- --runs=N] [-- --pages=/login,/]`: Lighthouse (mobile, simulated
// throttling, performance only) on `next start` of the existing build (run `npm run build`
// first) for the public pages, the account screens, each booking step and the customer
// dashboard, the chauffeur's app and a live trip page (`--pages=/trip`), next to an empty page with the same root layout (/bench/empty, served only with
// BENCH_ROUTES=1). The script registers a customer, signs in through next-auth, creates a
// booking through the API and a draft in localStorage (as the home form does), adds and
// approves a chauffeur with a job and an offer (the driver app's pages), then prints the
// median of N runs (default 5) per page: performance, LCP, TBT, CLS and gzipped JavaScript:
// the scripts the page's HTML references (what the goal and `bench:home-js` count), and all the
// scripts the browser fetched while Lighthouse watched (lazy chunks and the chunks of prefetched
// links included). NEXT_DIST_DIR selects another build directory.
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) is driven through chrome-launcher.
// `--js-only` skips Lighthouse and prints only the (deterministic) JavaScript column.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { cdpSession, clearCacheAndSetState, freePort, waitFor } from "./bench-pages-browser.mjs";
import { prepareAccount } from "./bench-pages-data.mjs";
import {
  EXTRA_JS_KB,
  benchPages,
  initialJsKb,
  initialScripts,
  pageCookie,
  printJsTable,
} from "./bench-pages-js.mjs";

const arg = (name) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.split("=")[1] ?? undefined;
const RUNS = Number(arg("runs") ?? 5);
const ONLY = arg("pages")?.split(",");
const JS_ONLY = process.argv.includes("--js-only");
// Goals from issue 10: within 5 points of the empty page, CLS at most 0.02, JavaScript at most
// the empty page's plus 45 kB gzipped.
const GOALS = { points: 5, cls: 0.02, extraJsKb: EXTRA_JS_KB };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function pages(account) {
  return benchPages(account).filter(
    (page) =>
      !ONLY || page.name === "empty page" || ONLY.includes(page.match ?? page.path.split("?")[0]),
  );
}

function measure(lhr, initial) {
  const audits = lhr.audits;
  const scripts = audits["network-requests"].details.items.filter(
    (item) => item.resourceType === "Script",
  );
  const kb = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  if (process.env.BENCH_PAGES_DEBUG) {
    const element = audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0];
    console.info(
      `  LCP ${Math.round(audits["largest-contentful-paint"].numericValue)} ms: ${element?.node?.snippet ?? "?"} ${JSON.stringify(
        audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items?.map((phase) => [
          phase.phase,
          Math.round(phase.timing),
        ]),
      )}`,
    );
  }
  if (process.env.BENCH_PAGES_DEBUG)
    for (const item of scripts)
      console.info(
        `  ${((item.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} kB  ${initial.has(new URL(item.url).pathname) ? "html" : "late"}  ${item.url}`,
      );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    jsKb: kb(scripts.filter((item) => initial.has(new URL(item.url).pathname))),
    allJsKb: kb(scripts),
  };
}

function printTable(rows) {
  const empty = rows.find((row) => row.name === "empty page");
  const lines = [
    "| page | performance | LCP (s) | TBT (ms) | CLS | JS (kB gz) | all JS loaded (kB gz) | goals |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  let failed = 0;
  for (const row of rows) {
    const misses = [];
    if (empty && row.score < empty.score - GOALS.points) misses.push("score");
    if (row.cls > GOALS.cls) misses.push("CLS");
    if (empty && row.jsKb > empty.jsKb + GOALS.extraJsKb) misses.push("JS");
    failed += misses.length ? 1 : 0;
    lines.push(
      `| ${row.name} \`${row.path.split("?")[0]}\` | ${row.score} | ${(row.lcp / 1000).toFixed(2)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} | ${row.allJsKb.toFixed(1)} | ${misses.length ? `✗ ${misses.join(", ")}` : "✓"} |`,
    );
  }
  console.info(
    `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${RUNS}\n`,
  );
  console.info(lines.join("\n"));
  return failed;
}

let lighthouseVersion = "";
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn("npx", ["next", "start", "--port", String(port), "--hostname", "127.0.0.1"], {
  env: {
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-pages-")),
    NEXTAUTH_URL: base,
    NODE_ENV: "production",
    BENCH_ROUTES: "1",
  },
  stdio: "ignore",
  detached: true,
});
const chrome = JS_ONLY
  ? undefined
  : await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
try {
  await waitFor(`${base}/api/health`);
  const account = await prepareAccount(base);
  if (JS_ONLY) {
    const rows = [];
    for (const page of pages(account)) {
      const cookie = pageCookie(page, account);
      const scripts = await initialScripts(`${base}${page.path}`, cookie);
      rows.push({ name: page.name, path: page.path, jsKb: await initialJsKb(base, scripts) });
    }
    process.exitCode = printJsTable(rows, GOALS.extraJsKb) ? 1 : 0;
  } else await lighthouseTable(account);
} finally {
  await chrome?.kill();
  process.kill(-server.pid, "SIGTERM");
}

async function lighthouseTable(account) {
  const cdp = await cdpSession(chrome.port);
  const rows = [];
  for (const page of pages(account)) {
    if (page.earlierStep) {
      // Its first paint is the form, then it leaves for step 1: the JS column alone is kept.
      console.info(`${page.name}: skipped (needs the earlier step's answers in its tab)`);
      continue;
    }
    const runs = [];
    const initial = await initialScripts(`${base}${page.path}`, pageCookie(page, account));
    for (let run = 0; run < RUNS; run += 1) {
      // Lighthouse's own storage reset would also drop the draft and the session cookie, so the
      // script empties the HTTP cache itself and sets exactly the state the page needs.
      await clearCacheAndSetState(cdp, base, {
        cookie: pageCookie(page, account),
        draft: page.draft ? account.draft : undefined,
      });
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        disableStorageReset: true,
      });
      lighthouseVersion = result.lhr.lighthouseVersion;
      if (result.lhr.finalDisplayedUrl.split("?")[0] !== `${base}${page.path}`.split("?")[0])
        throw new Error(`${page.path} ended on ${result.lhr.finalDisplayedUrl}`);
      runs.push(measure(result.lhr, initial));
    }
    const row = { name: page.name, path: page.path };
    for (const key of ["score", "lcp", "tbt", "cls", "jsKb", "allJsKb"])
      row[key] = median(runs.map((run) => run[key]));
    rows.push(row);
    console.info(`${page.name}: ${runs.map((run) => run.score).join(", ")}`);
  }
  cdp.close();
  process.exitCode = printTable(rows) ? 1 : 0;
}
