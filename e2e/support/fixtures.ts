import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Headers for the development endpoints (GET /api/dev/outbox, PUT /api/dev/ledger-clock): the
 * suite stands in for a proxy (x-real-ip is trusted), so a call to them names this machine as
 * the caller. The endpoints answer this machine without a session (some journeys change the
 * administrator's own password and 2FA) and anyone else only with an administrator's.
 */
export const FROM_THIS_MACHINE = { "x-real-ip": "127.0.0.1" } as const;

const checkedUrls = new WeakMap<Page, Set<string>>();
const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/**
 * Every page a journey visits is checked with axe: `await checkA11y(page)` after it settles.
 * Serious and critical violations fail the test, with their rule ids and targets in the message.
 */
export async function checkA11y(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
  checkedUrls.get(page)?.add(page.url());
}

/**
 * The `page` every test gets: when a passing test ends on a page no explicit `checkA11y` looked
 * at, axe checks it then, so a journey cannot finish on an unchecked screen. (Axe runs inside the
 * page, so pages opened with JavaScript disabled are checked by their own tests' other visits.)
 */
export const test = base.extend({
  // Each test comes from an address of its own (the server keys rate limits on x-real-ip), as
  // separate customers would; the suite registers more accounts than one address may per hour.
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ "x-real-ip": `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` });
  },
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    checkedUrls.set(page, new Set());
    // An error thrown in the page (a failed hydration, an uncaught exception) fails the journey
    // even when every assertion passed: the trials found a board whose countdown failed to
    // hydrate while its tests stayed green.
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    await provide(page);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (passed) expect(pageErrors, "errors thrown in the page").toEqual([]);
    const url = page.isClosed() ? "" : page.url();
    if (
      passed &&
      javaScriptEnabled !== false &&
      url.startsWith("http") &&
      !checkedUrls.get(page)?.has(url)
    ) {
      await page.waitForLoadState("load");
      await checkA11y(page, `${url} (where the test ended)`);
    }
  },
});
export { expect };
