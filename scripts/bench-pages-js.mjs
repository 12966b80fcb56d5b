// `npm run bench:pages -- --js-only`: the deterministic half of the table without Lighthouse.
// Each script a page's HTML references is fetched gzipped from `next start`, as the browser
// gets it; the size counted is the compressed body plus the response head, close to what
// Lighthouse reports as the transfer size. Seconds instead of many minutes, and no noise.
import { request } from "node:http";

/** Bytes on the wire for one GET with `accept-encoding: gzip`: status line, headers, body. */
function transferBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let body = 0;
      res.on("data", (chunk) => (body += chunk.length));
      res.on("end", () => {
        // rawHeaders alternates names and values: "name: " and "value\r\n", two bytes added each.
        const head = res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
        resolve(body + head + `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length);
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Issue 10's budget: no page over the empty page's JavaScript plus this many kB gzipped. */
export const EXTRA_JS_KB = 45;

/**
 * The pages measured, the empty page first: every page a visitor can open without an account
 * (the site, the sign-ins, the driver and partner applications, a partner's guest page) and the
 * customer's own. `draftId` names a booking draft in localStorage (the first three steps),
 * `bookingId` a booking of the signed-in customer (payment, thank you), `partnerSlug` an Active
 * partner's guest page. `earlierStep` pages send a visitor without the previous step's answers
 * (sessionStorage, which a Lighthouse tab cannot be given) back to the first step once hydrated. Partners and drivers sign in on /login, administrators on /admin/login.
 * `driver` pages are the chauffeur's app, opened with an approved chauffeur's session (a job
 * assigned and one offered, so the jobs page shows its cards). `tripPath` is a live ride's trip
 * page (its chauffeur on the way, the car on the drawn map), opened signed out as a passenger does.
 */
export function benchPages({ draftId, bookingId, partnerSlug, tripPath }) {
  const draft = `booking_id=${encodeURIComponent(draftId)}`;
  return [
    { name: "empty page", path: "/bench/empty" },
    { name: "home", path: "/" },
    { name: "about", path: "/about" },
    { name: "contact", path: "/contact" },
    { name: "login", path: "/login" },
    { name: "register", path: "/register" },
    { name: "forgot password", path: "/forgot-password" },
    { name: "reset password", path: "/reset-password?token=bench-unknown-token" },
    { name: "set password", path: "/set-password?token=bench-unknown-token" },
    { name: "verify e-mail", path: "/verify-email?token=bench-unknown-token" },
    { name: "admin sign in", path: "/admin/login" },
    { name: "driver step 1", path: "/driver-registration" },
    { name: "driver step 2", path: "/driver-details", earlierStep: true },
    { name: "driver applied", path: "/registration-success" },
    { name: "partner step 1", path: "/partner-registration" },
    { name: "partner step 2", path: "/partner-company-details", earlierStep: true },
    { name: "partner step 3", path: "/partner-signup", earlierStep: true },
    { name: "partner guest page", path: `/p/${partnerSlug}` },
    { name: "1 service class", path: `/service-class?${draft}`, draft: true },
    { name: "2 return", path: `/return-transfer?${draft}`, draft: true },
    { name: "3 details", path: `/pickup-info?${draft}`, draft: true },
    { name: "4 payment", path: `/payment?booking_id=${bookingId}`, signedIn: true },
    { name: "thank you", path: `/thank-you?booking_id=${bookingId}`, signedIn: true },
    { name: "my bookings", path: "/dashboard/bookings", signedIn: true },
    { name: "profile", path: "/dashboard/profile", signedIn: true },
    { name: "driver jobs", path: "/driver-dashboard", driver: true },
    { name: "driver earnings", path: "/driver-dashboard/earnings", driver: true },
    { name: "driver availability", path: "/driver-dashboard/availability", driver: true },
    { name: "driver profile", path: "/driver-dashboard/profile", driver: true },
    // Opened from a text message, signed out: the car on the way on the drawn map.
    ...(tripPath ? [{ name: "trip (on the way)", path: tripPath, match: "/trip" }] : []),
  ];
}

/** The session a page is opened with: the customer's, the chauffeur's, or none. */
export function pageCookie(page, account) {
  if (page.driver) return account.driverCookie;
  return page.signedIn ? account.sessionCookie : undefined;
}

/** The scripts the served HTML references (noModule polyfills aside), as `bench:home-js` counts. */
export async function initialScripts(url, cookie) {
  const response = await fetch(url, {
    headers: cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {},
  });
  const html = await response.text();
  // A session that did not take would weigh the sign-in page under the page's name.
  if (new URL(response.url).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${response.url}`);
  return new Set(
    [...html.matchAll(/<script([^>]*)>/g)]
      .map((match) => match[1])
      .filter((attrs) => !/nomodule/i.test(attrs))
      .map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1])
      .filter(Boolean)
      .map((src) => new URL(src, url).pathname),
  );
}

/** kB of the page's initial scripts (the same set the Lighthouse table counts as "JS"). */
export async function initialJsKb(base, scripts) {
  let total = 0;
  for (const pathname of scripts) total += await transferBytes(new URL(pathname, base));
  return total / 1024;
}

export function printJsTable(rows, extraJsKb) {
  const empty = rows.find((row) => row.name === "empty page");
  console.info("| page | JS (kB gz) | over the empty page | goal |\n|---|---:|---:|---|");
  let failed = 0;
  for (const row of rows) {
    const extra = empty ? row.jsKb - empty.jsKb : 0;
    const ok = extra <= extraJsKb;
    failed += ok ? 0 : 1;
    console.info(
      `| ${row.name} \`${row.path.split("?")[0]}\` | ${row.jsKb.toFixed(1)} | ${extra.toFixed(1)} | ${ok ? "✓" : "✗ JS"} |`,
    );
  }
  return failed;
}
