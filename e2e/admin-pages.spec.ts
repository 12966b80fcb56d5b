import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * Page Management as an operator uses it on the production build: the About page edited as a
 * draft (visitors unaffected), previewed, published (visitors see it at once), put back from an
 * earlier revision; then a new page created and seen at its own address.
 */

const content = (page: Page) => page.getByRole("textbox", { name: "Content" });

/** Clicks an editor button and waits for the server's answer to the request it sends. */
async function press(page: Page, name: string, method: "PUT" | "POST" = "PUT"): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes("/api/admin/pages") && response.request().method() === method,
  );
  await page.getByRole("button", { name, exact: true }).click();
  expect((await answered).status()).toBeLessThan(300);
}

async function publicText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test("the administrator edits, previews, publishes and restores About, then creates a page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const marker = `Draft line ${randomBytes(3).toString("hex")}`;
  await signInThroughApi(page, SEEDED_ADMIN);

  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Page Management" })).toBeVisible();
  for (const card of ["Total Pages", "Published Pages", "Total Views"])
    await expect(page.getByRole("region", { name: card })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /About Apex Chauffeurs/ })).toContainText(
    "Published",
  );
  await expect(table.getByRole("button", { name: /^Delete About/ })).toHaveCount(0);
  await checkA11y(page, "page management");

  await page.getByRole("searchbox", { name: "Search pages" }).fill("privacy");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\?q=privacy/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("/privacy-policy");
  await checkA11y(page, "page management, searched");

  // Save as draft: the public page is unchanged.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Edit About Apex Chauffeurs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Edit page: About/ })).toBeVisible();
  await checkA11y(page, "about editor");
  await content(page).fill(`${marker}\n\n## Our mission\n\nCall {{support_phone}}.`);
  await expect(page.getByRole("region", { name: "Live preview" })).toContainText(marker);
  await press(page, "Save as draft");
  await expect(page.getByText("Draft saved")).toBeVisible();
  expect(await publicText(page, "/about")).not.toContain(marker);

  // The draft's preview, for administrators only.
  await page.getByRole("link", { name: "Preview draft" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+\/preview$/);
  await expect(page.getByRole("article")).toContainText(marker);
  await checkA11y(page, "draft preview");
  const previewPath = new URL(page.url()).pathname;
  const visitor = await page.context().browser()!.newContext();
  const anonymous = await visitor.request.get(new URL(previewPath, page.url()).toString(), {
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBeGreaterThanOrEqual(300);
  expect(await anonymous.text()).not.toContain(marker);
  await visitor.close();

  // Publish: visitors see it at once.
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await press(page, "Publish");
  await expect(page.getByText("Page published")).toBeVisible();
  expect(await publicText(page, "/about")).toContain(marker);

  // Restore the seeded revision (the oldest), then publish it: the site is as it was.
  const revisions = page.getByRole("region", { name: "Revisions" });
  await revisions
    .getByRole("button", { name: /^View revision/ })
    .last()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Our mission");
  await checkA11y(page, "revision view");
  const restoring = page.waitForResponse((response) => response.url().endsWith("/restore"));
  await dialog.getByRole("button", { name: "Restore this revision" }).click();
  expect((await restoring).status()).toBe(200);
  await expect(content(page)).not.toHaveValue(new RegExp(marker));
  await expect(revisions.getByText("Restored").first()).toBeVisible();
  expect(await publicText(page, "/about")).toContain(marker);
  await press(page, "Publish");
  const restored = await publicText(page, "/about");
  expect(restored).not.toContain(marker);
  expect(restored).toContain("Our mission");

  // A new page, published, at its own address.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Create Page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Page" })).toBeVisible();
  await checkA11y(page, "create page");
  const suffix = randomBytes(2).toString("hex");
  await page.getByRole("textbox", { name: "URL slug" }).fill("admin");
  await page.getByRole("textbox", { name: "Title" }).fill(`Airport Guide ${suffix}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("This address is used by the site itself").first()).toBeVisible();
  await page.getByRole("textbox", { name: "URL slug" }).fill(`airport-guide-${suffix}`);
  await content(page).fill("## Terminals\n\nMeet your chauffeur at arrivals.");
  await press(page, "Publish", "POST");
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await page.goto(`/airport-guide-${suffix}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Airport Guide ${suffix}` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Terminals" })).toBeVisible();
  await checkA11y(page, "created page");
});
