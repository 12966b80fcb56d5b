import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { startExtraServer, type ExtraServer } from "./support/extra-server";
import { SEEDED_ADMIN } from "./support/sign-in";

/**
 * Two servers started from one build with different data directories share `.next` (its data
 * cache and its rendered pages). What one database says must never reach the other's visitors:
 * A's support phone in B's footer, or A's 'Require 2FA' sending B's administrators to the
 * two-factor set-up page (which B's database says is off).
 */
let a: ExtraServer;
let b: ExtraServer;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  [a, b] = await Promise.all([startExtraServer(), startExtraServer()]);
});

test.afterAll(() => {
  a?.stop();
  b?.stop();
});

async function signInAsAdmin(request: APIRequestContext, origin: string): Promise<void> {
  const csrf = await request.get(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await request.post(`${origin}/api/auth/callback/credentials`, {
    form: { csrfToken, ...SEEDED_ADMIN, portal: "admin", json: "true" },
  });
  expect(answer.ok()).toBe(true);
}

async function changeSettings(
  request: APIRequestContext,
  origin: string,
  key: string,
  change: Record<string, unknown>,
): Promise<void> {
  const current = await request.get(`${origin}/api/admin/settings/${key}`);
  expect(current.ok()).toBe(true);
  const { data } = (await current.json()) as { data: Record<string, unknown> };
  const saved = await request.put(`${origin}/api/admin/settings/${key}`, {
    data: { ...data, ...change },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test("one server's settings never reach the other's pages", async ({ browser }) => {
  // Both render (and so cache) the home page and the about page before anything changes.
  const visitor = await browser.newPage();
  for (const origin of [a.origin, b.origin]) {
    for (const path of ["/", "/about"]) {
      await visitor.goto(`${origin}${path}`);
      await expect(visitor.getByRole("contentinfo")).toContainText("7946 0321");
    }
  }

  const operatorOfA = await browser.newContext();
  await signInAsAdmin(operatorOfA.request, a.origin);
  await changeSettings(operatorOfA.request, a.origin, "general", {
    support_phone: "+442079460999",
  });
  await changeSettings(operatorOfA.request, a.origin, "security", { require_admin_2fa: true });

  for (const path of ["/", "/about"]) {
    await visitor.goto(`${a.origin}${path}`);
    await expect(visitor.getByRole("contentinfo")).toContainText("7946 0999");
    await visitor.goto(`${b.origin}${path}`);
    await expect(visitor.getByRole("contentinfo")).toContainText("7946 0321");
    await expect(visitor.getByRole("contentinfo")).not.toContainText("0999");
  }

  // B's administrator signs in to B's dashboard; A's is sent to set up two-factor first. Each
  // in a context of its own: cookies are per host, not per port, so A and B would share them.
  for (const [server, lands] of [
    [b, /\/admin\/dashboard$/],
    [a, /\/admin\/settings\/two-factor/],
  ] as const) {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.goto(`${server.origin}/admin/login`);
    await admin.getByLabel("Email").fill(SEEDED_ADMIN.email);
    await admin.getByLabel("Password").fill(SEEDED_ADMIN.password);
    await admin.getByRole("button", { name: "Sign In" }).click();
    await expect(admin).toHaveURL(lands);
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  }
  await operatorOfA.close();
});
