import { checkA11y, expect, test } from "./support/fixtures";

test.describe("site shell", () => {
  test("home page loads with the header, navigation and footer", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(
      header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
    ).toBeVisible();
    await expect(header.getByRole("link", { name: /Call Now/ })).toHaveAttribute("href", /^tel:/);
    await expect(header.getByRole("button", { name: "Book a ride" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: "Point to Ride" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Book by Hour" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await checkA11y(page);
  });

  test("header turns white after scrolling past 10 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 50);
    });
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("mobile menu opens and lists the links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link", { name: "Become a Driver" })).toBeVisible();
    await checkA11y(page, "mobile menu");
  });

  test("unknown paths show the not-found page with a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await checkA11y(page);
  });

  test("health endpoint answers 200 with the database up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { database: { reachable: boolean } } };
    expect(body.data.database.reachable).toBe(true);
  });

  test("security headers are on every response", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
