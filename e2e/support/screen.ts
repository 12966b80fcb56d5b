import { expect, type Page } from "@playwright/test";

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
export async function expectFitsScreen(page: Page, label: string): Promise<void> {
  await page.waitForLoadState("load");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label} is wider than the screen`).toBeLessThanOrEqual(innerWidth);
}
