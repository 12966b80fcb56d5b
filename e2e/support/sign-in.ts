import { expect, type Page } from "@playwright/test";

export const SEEDED_ADMIN = {
  email: "admin@example.com",
  password: "admin-password-2026",
} as const;

/**
 * Signs the page's browser context in through next-auth's credentials endpoint (CSRF token
 * first, as the sign-in form does), for journeys whose subject is not the login form itself.
 */
export async function signInThroughApi(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  const csrf = await page.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: credentials.email, password: credentials.password, json: "true" },
  });
  expect(response.ok()).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.endsWith("next-auth.session-token"))).toBe(true);
}
