import { prepareAccount } from "../scripts/bench-pages-data.mjs";
import {
  benchPages,
  EXTRA_JS_KB,
  initialJsKb,
  initialScripts,
  pageCookie,
} from "../scripts/bench-pages-js.mjs";
import { expect, test } from "./support/fixtures";

// Issue 10's JavaScript budget, checked on every run rather than only when someone benchmarks:
// the initial scripts (gzipped, as `npm run bench:pages -- --js-only` counts them) of every page
// a visitor can open (the site, the customer's pages, every sign-in, the driver and partner
// applications, a partner's guest page), of the chauffeur's app (with a chauffeur's session) and
// of a live trip page (issue 26: the car on the drawn map) weigh at most the empty page's plus 45 kB. A client
// component that pulls a heavy module (zod through a shared constants file, say) into a page
// fails here with the page's name.
test("every public, sign-in, customer and chauffeur page stays within the empty page's JavaScript plus 45 kB", async ({
  baseURL,
}) => {
  const base = baseURL ?? "";
  const account = await prepareAccount(base);
  const weights: Record<string, number> = {};
  for (const page of benchPages(account)) {
    const scripts = await initialScripts(`${base}${page.path}`, pageCookie(page, account));
    expect(scripts.size, `${page.name} references its scripts`).toBeGreaterThan(0);
    weights[page.name] = Math.round((await initialJsKb(base, scripts)) * 10) / 10;
  }
  const empty = weights["empty page"];
  expect(empty, "the empty page is weighed").toBeDefined();
  const budget = (empty ?? 0) + EXTRA_JS_KB;
  const over = Object.entries(weights).filter(([, kb]) => kb > budget);
  expect(over, `pages over ${budget.toFixed(1)} kB: ${JSON.stringify(weights)}`).toEqual([]);
});
