import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { daysAhead, HEATHROW_TO_BIG_BEN } from "./support/dates";
import { checkA11y, expect, test } from "./support/fixtures";
import { outboxText } from "./support/outbox";
import { registerCustomer } from "./support/registration";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/** The administrator's console, tried as an operator would on the production build. */

const PASSWORD = "console-password-2026";

async function customerWithBooking(page: Page, lastName: string) {
  const email = `console-${randomBytes(4).toString("hex")}@example.com`;
  await registerCustomer(page.request, {
    first_name: "Zed",
    last_name: lastName,
    email,
    password: PASSWORD,
  });
  await signInThroughApi(page, { email, password: PASSWORD });
  const created = await page.request.post("/api/bookings", {
    data: { ...HEATHROW_TO_BIG_BEN, booking_date: daysAhead(6) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (
    (await created.json()) as {
      data: { booking_id: number; booking_reference: string; price: number };
    }
  ).data;
  return { email, booking };
}

test("a customer's session gets nothing of the console", async ({ page }) => {
  const { booking } = await customerWithBooking(page, "Outsider");
  await page.goto("/admin/dashboard");
  await expect(page).not.toHaveURL(/\/admin\//);
  expect((await page.request.get(`/api/admin/bookings/${booking.booking_id}`)).status()).toBe(403);
  expect((await page.request.get("/api/admin/dashboard/total-bookings")).status()).toBe(403);
  const list = await page.request.get("/api/bookings?q=Zed");
  const rows = ((await list.json()) as { data: { user_id: number }[] }).data;
  expect(new Set(rows.map((row) => row.user_id)).size).toBeLessThanOrEqual(1);
});

/** Requests crafted the way attacks on Next.js consoles are: none reaches admin HTML or data. */
const CRAFTED_HEADERS: Record<string, string>[] = [
  {},
  { RSC: "1" },
  { RSC: "1", "Next-Router-Prefetch": "1" },
  { "Next-Router-State-Tree": "%5B%22%22%2C%7B%7D%5D", RSC: "1" },
  { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
  { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" },
  { "x-middleware-prefetch": "1", purpose: "prefetch" },
];
const CRAFTED_PATHS = [
  "/admin/dashboard",
  "/admin/bookings",
  "/%61dmin/dashboard",
  "/admin/%64ashboard",
  "/admin%2Fdashboard",
  "/admin/./dashboard",
  "/admin//dashboard",
  "/admin/dashboard/",
  "/ADMIN/dashboard",
  "/admin/dashboard?__nextDataReq=1",
];
const ADMIN_MARKERS = ["Dashboard Overview", "Bookings Management", "Total Bookings"];

async function expectNoConsole(page: Page, who: string) {
  for (const path of CRAFTED_PATHS) {
    for (const headers of CRAFTED_HEADERS) {
      // Redirects are followed: a normalised path must still end at a sign-in or not-found page.
      const response = await page.request.get(path, { headers });
      const label = `${who} ${path} ${JSON.stringify(headers)} -> ${response.status()} ${response.url()}`;
      const body = await response.text();
      for (const marker of ADMIN_MARKERS) expect(body, label).not.toContain(marker);
    }
  }
  for (const headers of CRAFTED_HEADERS) {
    for (const path of ["/api/admin/dashboard/total-bookings", "/api/%61dmin/dashboard/daily"]) {
      // Next.js answers an RSC request without its cache-busting parameter with a redirect to
      // the same path with `?_rsc`; the handler behind it must still refuse.
      const response = await page.request.get(path, { headers });
      const label = `${who} ${path} ${JSON.stringify(headers)} -> ${response.url()}`;
      const body = await response.text();
      // A middleware prefetch is answered by Next.js itself with an empty `{}` (x-middleware-skip),
      // before the handler runs: no data either way.
      if (body !== "{}") expect([400, 401, 403, 404], label).toContain(response.status());
      expect(body, label).not.toContain('"total"');
      expect(body, label).not.toContain('"success":true');
    }
  }
}

test("crafted requests (prefetch, RSC, middleware-subrequest, encoded paths) never receive the console", async ({
  page,
}) => {
  await expectNoConsole(page, "visitor");
  await customerWithBooking(page, "Crafty");
  await expectNoConsole(page, "customer");
});

test("the operator signs in, finds, edits and exports bookings, takes a phone booking, and each step is in the history", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lastName = `Searchable${randomBytes(3).toString("hex")}`;
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const customerPage = await customerContext.newPage();
  const { booking, email: customerEmail } = await customerWithBooking(customerPage, lastName);
  // Ten more rides on later days, so the search has two pages and each day one ride.
  let latest = booking.booking_id;
  for (let day = 7; day <= 16; day += 1) {
    const more = await customerPage.request.post("/api/bookings", {
      data: { ...HEATHROW_TO_BIG_BEN, booking_date: daysAhead(day) },
    });
    expect(more.status(), await more.text()).toBe(201);
    latest = ((await more.json()) as { data: { booking_id: number } }).data.booking_id;
  }
  await customerContext.close();

  // Sign in.
  await page.goto("/admin/login");
  await checkA11y(page);
  await page.getByLabel("Email").fill(SEEDED_ADMIN.email);
  await page.getByLabel("Password").fill(SEEDED_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  await expect(page.getByText("Login Successful")).toBeVisible();

  // The dashboard's figures come from the database.
  const totals = (await (await page.request.get("/api/admin/dashboard/total-bookings")).json()) as {
    data: { total: number };
  };
  const card = page.getByRole("region", { name: "Total Bookings" });
  await expect(card).toContainText(String(totals.data.total));
  await expect(page.getByRole("cell", { name: `#${latest}`, exact: true })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: `View booking #${latest}` }).click();
  const details = page.getByRole("dialog", { name: `Booking Details #${latest}` });
  // The name is in the booking, its customer and its operator record: the first is the booking's.
  await expect(details.getByText(`Zed ${lastName}`).first()).toBeVisible();
  await details.getByRole("tab", { name: "History" }).click();
  await expect(details.getByText("Created", { exact: false }).first()).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press("Escape");

  // Search, filter and keep the list in the URL.
  await page.getByRole("link", { name: "Bookings" }).click();
  await expect(page.getByRole("heading", { name: "Bookings Management" })).toBeVisible();
  // It opens on the rides to come, the soonest first.
  await expect(page.getByRole("combobox", { name: "Rides" })).toHaveText(/Upcoming rides/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText(/Pickup: soonest first/);
  // The reference on the customer's receipt, as a caller reads it out: lower case, in two halves.
  const reference = booking.booking_reference.toLowerCase();
  await page.getByLabel("Search").fill(`${reference.slice(0, 5)} ${reference.slice(5)}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByRole("cell", { name: booking.booking_reference, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("cell", { name: `#${booking.booking_id}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Showing 1 to 1 of 1 entry")).toBeVisible();
  await page.getByLabel("Search").fill(lastName);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const rows = page.getByRole("cell", { name: `Zed ${lastName}`, exact: true });
  await expect(rows).toHaveCount(10);
  await expect(page.getByText("Showing 1 to 10 of 11 entries")).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Pending" }).click();
  await expect(page).toHaveURL(/status=pending/);
  // The second page, kept in the URL across a reload.
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Showing 11 to 11 of 11 entries")).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await checkA11y(page);
  // One pickup day: only that day's ride; a day without rides shows the empty state.
  await page.goto(`/admin/bookings?q=${lastName}&date=${daysAhead(6)}`);
  await expect(rows).toHaveCount(1);
  await expect(
    page.getByRole("cell", { name: `#${booking.booking_id}`, exact: true }),
  ).toBeVisible();
  await page.goto(`/admin/bookings?q=${lastName}&date=${daysAhead(30)}`);
  await expect(page.getByText("No bookings found")).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.goto(`/admin/bookings?q=${lastName}&date=${daysAhead(6)}`);
  await checkA11y(page);

  // Edit the time and the status: the price is computed again on the server, live, and the
  // dialog says the customer will be told of the new time.
  await page.getByRole("button", { name: `Edit booking #${booking.booking_id}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit Booking #${booking.booking_id}` });
  const editPrice = edit.getByRole("status", { name: "Price" });
  await expect(editPrice).toContainText("unchanged");
  await edit.getByLabel("Pickup time").fill("11:30");
  await edit.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Confirmed" }).click();
  await expect(editPrice).toContainText("The customer will be e-mailed these changes");
  await expect(editPrice).toContainText(/Pickup time: .*10:00.* → .*11:30/);
  await checkA11y(page);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Booking updated successfully")).toBeVisible();
  const changed = await outboxText(page, customerEmail, "booking-changed");
  expect(changed).toContain(`We have updated your booking ${booking.booking_reference}`);
  expect(changed).toMatch(/Pickup time: .*10:00 .*→ .*11:30/);
  const after = (await (
    await page.request.get(`/api/admin/bookings/${booking.booking_id}`)
  ).json()) as {
    data: { booking_time: string; status: string; history: { action: string }[] };
  };
  expect(after.data.booking_time.startsWith("11:30")).toBe(true);
  expect(after.data.status).toBe("confirmed");
  expect(after.data.history.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(["created", "updated", "status_changed"]),
  );

  // Export exactly the filtered rows.
  const csv = await page.request.get(`/api/admin/bookings/export?q=${lastName}`);
  expect(csv.ok()).toBe(true);
  const text = await csv.text();
  expect(text).toContain(lastName);
  expect(text.trim().split("\n")).toHaveLength(12);

  // A phone booking for a new customer, paid offline, with a return leg and a flight: the
  // server's price shows before it is taken, and the caller gets the online receipt.
  await page.getByRole("button", { name: "New Booking" }).click();
  const create = page.getByRole("dialog", { name: "New Booking" });
  await create.getByRole("radio", { name: "New customer" }).click();
  const phoneLast = `Caller${randomBytes(3).toString("hex")}`;
  const phoneEmail = `${phoneLast.toLowerCase()}@example.com`;
  await create.getByLabel("First name").fill("Phoebe");
  await create.getByLabel("Last name").fill(phoneLast);
  await create.getByLabel("Email").fill(phoneEmail);
  await create.getByLabel("Phone number").fill("07700 900123");
  await create
    .getByRole("combobox", { name: "Pickup location" })
    .fill("Heathrow Airport (LHR), Hounslow TW6, United Kingdom");
  await create
    .getByRole("combobox", { name: "Dropoff location" })
    .fill("Big Ben, Westminster, London SW1A 0AA, United Kingdom");
  await create.getByLabel("Pickup date").fill(daysAhead(9));
  await create.getByLabel("Pickup time").fill("09:15");
  await create.getByLabel("Flight number").fill("BA117");
  const phonePrice = create.getByRole("status", { name: "Price" });
  await expect(phonePrice).toContainText(/^Price£\d+\.\d\d$/);
  await create.getByRole("radio", { name: "Return journey" }).click();
  await create.getByLabel("Return date").fill(daysAhead(11));
  await create.getByLabel("Return time").fill("17:45");
  await expect(phonePrice).toContainText(/Outbound £[\d.]+ \+ return £[\d.]+ = £[\d.]+/);
  await create.getByRole("radio", { name: /Paid offline/ }).click();
  await create.getByLabel("Payment reference").fill("CASH-0042");
  await checkA11y(page);
  await create.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully")).toBeVisible();
  const phoneDetails = page.getByRole("dialog", { name: /Booking Details #\d+/ });
  await expect(phoneDetails.getByText(`Phoebe ${phoneLast}`).first()).toBeVisible();
  await expect(phoneDetails.getByText(/CASH-0042/)).toBeVisible();
  await checkA11y(page);
  const receipt = await outboxText(page, phoneEmail, "receipt");
  expect(receipt).toContain("Payment reference: Cash CASH-0042");
  expect(receipt).toContain("Flight: BA117");
  expect(receipt).toMatch(/Return — booking [A-Z0-9]{10}/);
});
