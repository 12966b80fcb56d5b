import { randomBytes } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { daysAhead, HEATHROW_TO_BIG_BEN } from "./dates";
import { expect } from "./fixtures";
import { registerCustomer, registerPartner } from "./registration";
import { SEEDED_ADMIN, signInThroughApi } from "./sign-in";

/** An e-mail long enough to widen a narrow screen that does not wrap it. */
export const LONG = (tag: string) =>
  `a.really.long.address.for.a.narrow.screen.${tag}@example-chauffeurs.co.uk`;

/**
 * A customer (with a long e-mail) and one upcoming booking, made through the API; `extra` adds
 * to the booking (say the partner whose guest page it came through).
 */
export async function customerBooking(
  request: APIRequestContext,
  page: Page,
  extra: Record<string, string> = {},
): Promise<number> {
  const tag = randomBytes(4).toString("hex");
  const email = LONG(tag);
  const password = "phone-width-2026";
  await registerCustomer(request, {
    first_name: "Wanda",
    last_name: `Wide${tag}`,
    email,
    password,
  });
  await signInThroughApi(page, { email, password });
  const created = await page.request.post("/api/bookings", {
    data: { ...HEATHROW_TO_BIG_BEN, booking_date: daysAhead(5), ...extra },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { booking_id: number } }).data.booking_id;
}

/** A partner (with a long e-mail) registered and approved through the API. */
export async function approvedPartner(browser: Browser, request: APIRequestContext, tag: string) {
  const partner = { email: LONG(tag), password: "limousine-2026", company: `Phone ${tag} Cars` };
  const { partner_id, slug } = await registerPartner(request, {
    contactName: "Paula Phone",
    tag,
    ...partner,
  });
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInThroughApi(adminPage, SEEDED_ADMIN);
  const approved = await adminPage.request.patch(`/api/admin/partners/${partner_id}`, {
    data: { status: "Active" },
  });
  expect(approved.ok()).toBe(true);
  await admin.close();
  return { ...partner, slug };
}
