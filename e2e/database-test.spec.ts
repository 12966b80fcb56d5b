import { checkA11y, expect, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

test.describe("database test page (production server)", () => {
  test("is refused to visitors", async ({ page }) => {
    const api = await page.request.get("/api/test-connection");
    expect(api.status()).toBe(401);
    await page.goto("/database-test");
    await expect(page).toHaveURL(/\/login/);
  });

  test("lets an administrator test the connection", async ({ page }) => {
    await signInThroughApi(page, SEEDED_ADMIN);
    await page.goto("/database-test");
    await expect(page.getByRole("heading", { name: "Database connection test" })).toBeVisible();
    await checkA11y(page);
    await page.getByRole("button", { name: "Test Database Connection" }).click();
    await expect(page.getByRole("heading", { name: "Success" })).toBeVisible();
    await expect(page.getByText("Database connection successful")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Troubleshooting" })).toBeVisible();
    await checkA11y(page, "database test result");
  });
});
