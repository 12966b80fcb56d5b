import path from "node:path";
import { GET as driverHistory } from "@/app/api/drivers/[driver_id]/history/route";
import { GET as driverRecord } from "@/app/api/drivers/[driver_id]/route";
import { GET as driverList } from "@/app/api/drivers/route";
import { GET as adminPartner } from "@/app/api/admin/partners/[id]/route";
import { GET as adminPayouts } from "@/app/api/admin/partners/payouts/route";
import { POST as runPayouts } from "@/app/api/admin/partners/payouts/run/route";
import { GET as partnerPayout } from "@/app/api/partner/commission/payouts/[id]/route";
import { GET as partnerPayouts } from "@/app/api/partner/commission/payouts/route";
import { GET as partnerTransactions } from "@/app/api/partner/commission/transactions/route";
import { GET as partnerBookings } from "@/app/api/partner/bookings/route";
import { GET as userRecord } from "@/app/api/users/[user_id]/route";
import { GET as userList } from "@/app/api/users/route";
import { PUT as updateProfile } from "@/app/api/users/[user_id]/route";
import type { UserRow } from "@/server/db/schema";
import {
  fillTemplate,
  routeFiles,
  routeTemplate,
  type RouteHandler as Handler,
} from "@test/route-files";
import { callRoute, type CallOptions } from "@test/route-client";
import { createApprovedDriver } from "@test/drivers";
import { createUser, profilePayload } from "@test/factories";
import { createPartner } from "@test/partners";
import { paidPastBooking } from "@test/payout-fixtures";

/**
 * Personal and money data must never be kept by a browser's or a proxy's cache. The route
 * wrapper marks every answer to a signed-in or changing request `no-store` unless the handler
 * made it public on purpose, so no handler can forget.
 */
jest.setTimeout(120_000);

const kept = (headers: Headers) => headers.get("cache-control") ?? "(none)";
const uncacheable = (headers: Headers) => /\bno-store\b|\bpublic\b/.test(kept(headers));

async function get<P extends Record<string, string>>(
  handler: Parameters<typeof callRoute<unknown, P>>[0],
  options: CallOptions<P>,
) {
  const res = await callRoute(handler, options);
  expect([res.status, options.url]).toEqual([200, options.url]);
  return res;
}

describe("Cache-Control on personal and money data", () => {
  it("is no-store on driver records, partner payouts and transactions and the other sensitive reads", async () => {
    const admin = await createUser({ role: "admin" });
    const customer = await createUser();
    const { user: partnerUser, partner } = await createPartner({ status: "Active" });
    const { driver } = await createApprovedDriver();
    await paidPastBooking(partner, 40_000);
    expect(
      (
        await callRoute(runPayouts, {
          method: "POST",
          url: "/api/admin/partners/payouts/run",
          as: admin,
        })
      ).status,
    ).toBe(200);
    const payouts = await get(partnerPayouts, {
      url: "/api/partner/commission/payouts",
      as: partnerUser,
    });
    const payoutId = String((payouts.body as { data: { payout_id: number }[] }).data[0]!.payout_id);
    const driverId = String(driver.driver_id);
    const answers = [
      await get(driverList, { url: "/api/drivers", as: admin }),
      await get(driverRecord, {
        url: `/api/drivers/${driverId}`,
        params: { driver_id: driverId },
        as: admin,
      }),
      await get(driverHistory, {
        url: `/api/drivers/${driverId}/history`,
        params: { driver_id: driverId },
        as: admin,
      }),
      payouts,
      await get(partnerPayout, {
        url: `/api/partner/commission/payouts/${payoutId}`,
        params: { id: payoutId },
        as: partnerUser,
      }),
      await get(partnerTransactions, {
        url: "/api/partner/commission/transactions",
        as: partnerUser,
      }),
      await get(partnerBookings, { url: "/api/partner/bookings", as: partnerUser }),
      await get(adminPartner, {
        url: `/api/admin/partners/${partner.partner_id}`,
        params: { id: String(partner.partner_id) },
        as: admin,
      }),
      await get(adminPayouts, { url: "/api/admin/partners/payouts", as: admin }),
      await get(userList, {
        url: `/api/users?email=${encodeURIComponent(customer.email)}`,
        as: admin,
      }),
      await get(userRecord, {
        url: `/api/users/${customer.user_id}`,
        params: { user_id: String(customer.user_id) },
        as: customer,
      }),
    ];
    expect(answers.map((res) => kept(res.headers))).toEqual(
      answers.map(() => expect.stringMatching(/^(private, )?no-store$/)),
    );
  });

  it("is no-store on every answer a signed-in person gets, unless the handler made it public", async () => {
    const people: UserRow[] = [
      await createUser(),
      await createUser({ role: "admin" }),
      (await createPartner({ status: "Active" })).user,
      (await createApprovedDriver()).user,
    ];
    const wrong: string[] = [];
    // next-auth's handler needs Next's request scope; the benchmark's baseline (bench/ping) is a
    // bare handler on purpose, reads no session and answers only `null`.
    const skipped = ["[...nextauth]", path.join("bench", "ping")];
    for (const file of routeFiles().filter((name) => !skipped.some((s) => name.includes(s)))) {
      const template = routeTemplate(file);
      const handler = ((await import(file)) as { GET?: Handler }).GET;
      if (!handler) continue;
      const { url, params } = fillTemplate(template, (_, spread) => (spread ? ["1"] : "1"));
      for (const as of people) {
        const res = await callRoute(handler, { url, params, as });
        if (!uncacheable(res.headers))
          wrong.push(`GET ${template} as ${as.role} -> ${res.status} ${kept(res.headers)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is no-store on changes, and a bearer token counts as a session", async () => {
    const customer = await createUser();
    const changed = await callRoute(updateProfile, {
      method: "PUT",
      url: `/api/users/${customer.user_id}`,
      params: { user_id: String(customer.user_id) },
      body: profilePayload(customer.email),
      as: customer,
    });
    expect(changed.status).toBe(200);
    expect(kept(changed.headers)).toMatch(/no-store/);
    const bearer = await callRoute(userRecord, {
      url: `/api/users/${customer.user_id}`,
      params: { user_id: String(customer.user_id) },
      as: customer,
      bearer: true,
    });
    expect(kept(bearer.headers)).toMatch(/no-store/);
  });
});
