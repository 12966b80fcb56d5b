import { expect, type Page } from "@playwright/test";

/** The phone every console is checked on. */
export const PHONE = { width: 390, height: 844 };

/** The page is no wider than the window: nothing makes a phone scroll sideways. */
export async function expectFitsScreen(page: Page, label: string): Promise<void> {
  await page.waitForLoadState("load");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label} is wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

/** Each page's list (the cards a phone shows) has the item, and the page fits the phone. */
export async function expectListsFit(
  page: Page,
  lists: readonly { path: string; list: string; item?: string }[],
): Promise<void> {
  for (const { path, list, item } of lists) {
    await page.goto(path);
    const cards = page.getByRole("list", { name: list, exact: true }).getByRole("listitem");
    await expect(item ? cards.filter({ hasText: item }) : cards.first()).toBeVisible();
    await expectFitsScreen(page, `${path} at 390 px`);
  }
}
