import { checkA11y, expect, test } from "./support/fixtures";
import { expectFitsScreen, PHONE } from "./support/screen";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * The dispatch board on the production build with the demo data: today's board opens for the
 * administrator at a dispatcher's laptop width and on a phone, the Unassigned queue is there,
 * and axe finds nothing. The journeys (assign, offer, farm out) are added when their endpoints
 * are in.
 */
for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`the dispatch board opens at ${viewport.width} px with its queue`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signInThroughApi(page, SEEDED_ADMIN);

    await page.goto("/admin/dispatch");
    await expect(page.getByRole("heading", { level: 1, name: "Dispatch" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: /^Unassigned \(\d+\)$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Times in Europe\/London \((GMT|BST)\)/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Chauffeurs" })).toBeVisible();
    await checkA11y(page, `dispatch board at ${viewport.width} px`);
    if (viewport.width === PHONE.width) await expectFitsScreen(page, "dispatch board at 390 px");
  });
}
