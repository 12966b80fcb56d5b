import {
  fillTemplate,
  routeFiles,
  routeTemplate,
  type RouteHandler as Handler,
} from "@test/route-files";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser, profilePayload } from "@test/factories";
import { registrationPayload } from "@test/accounts";
import { pointToPointPayload } from "@test/booking";

/**
 * Every route handler under src/app/api, every method it exports, fed what an attacker or a
 * broken client sends: no session, a customer's and an administrator's session, malformed and
 * hostile bodies, odd ids. Nothing may answer 5xx (a 503 for an unavailable service would be
 * fine, but no service is down here) or leak a stack trace, and no refusal may use zod's own
 * wording ("Invalid input: expected number, received undefined") instead of a readable message.
 */
const ZOD_WORDING = /Invalid input|expected \w+, received|Too (small|big):|Invalid option/;
jest.setTimeout(120_000);

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;

/** `/api/bookings/[id]/status` with the given value for every dynamic segment. */
function fill(template: string, value: string) {
  return fillTemplate(template, (_, spread) => (spread ? [value, value] : value));
}

const BODIES: unknown[] = [
  // Valid payloads with one hostile value, so they get past the schema to the domain code.
  { ...profilePayload("nul\u0000@example.com"), city: "Lon\u0000don" },
  registrationPayload({ first_name: "Ada\u0000" }),
  pointToPointPayload({ notes_for_chauffeur: "gate\u0000code", reference_code: "R\u0000" }),
  undefined,
  {},
  "",
  "{",
  "null",
  "[]",
  '"text"',
  "12",
  { booking_id: "1; drop table users", amount: "NaN", currency: "gbp" },
  { email: "a\u0000@example.com", password: "x".repeat(100_000) },
  { status: "paid", role: "admin", user_id: 1, price: -1 },
  {
    booking_id: 1e308,
    amount: -1e308,
    number_of_passengers: 1.5,
    booking_date: "9999-99-99",
    booking_time: "25:61",
  },
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  JSON.parse('{"a":'.repeat(200) + "1" + "}".repeat(200)) as unknown,
];
const IDS = ["1", "0", "-1", "abc", "999999999999999999999", "1e3", "%00", "..", "😀"];
const QUERIES = [
  "",
  "?q=%00",
  "?country=mars&q=" + "x".repeat(5000),
  "?email=a@b.c",
  "?token=" + "x".repeat(300),
  "?to=x&q[]=1",
];

describe("no request from outside answers 5xx", () => {
  // next-auth's own handler needs Next's request scope (cookies()); nextauth-routes.test.ts
  // covers it with that scope mocked.
  const routes = routeFiles()
    .filter((file) => !file.includes("[...nextauth]"))
    .map((file) => ({
      file,
      template: routeTemplate(file),
    }));

  it.each(routes.map((r) => [r.template, r.file] as const))("%s", async (template, file) => {
    const mod = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const customer = await createUser();
    const admin = await createUser({ role: "admin" });
    // The customer's own ids too, so the owner's code paths (past the 404) get the hostile bodies.
    const booking = await createBookingRow({ user_id: customer.user_id });
    const ids = [...IDS, String(customer.user_id), String(booking.booking_id)];
    const failures: string[] = [];
    for (const method of METHODS) {
      const handler = mod[method];
      if (!handler) continue;
      for (const as of [undefined, customer, admin]) {
        for (const id of template.includes("[") ? ids : ["-"]) {
          const { url, params } = fill(template, id);
          const bodies = method === "GET" || method === "DELETE" ? [undefined] : BODIES;
          const queries = method === "GET" ? QUERIES : [""];
          for (const query of queries) {
            for (const body of bodies) {
              const result = await callRoute(handler, {
                method,
                url: url + query,
                params,
                body,
                as,
                headers: {
                  "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
                },
              });
              if (
                result.status >= 500 ||
                /\bat .+\.(ts|js):\d+/.test(result.text) ||
                ZOD_WORDING.test(result.text)
              ) {
                failures.push(
                  `${method} ${url}${query} as ${as?.role ?? "visitor"} body=${JSON.stringify(body)?.slice(0, 60)} -> ${result.status} ${result.text.slice(0, 120)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
