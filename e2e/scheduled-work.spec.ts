import { randomBytes } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { bookHeathrowToDetailsAt } from "./support/booking-flow";
import { type ExtraServer, seedDemoDataDir, startExtraServer } from "./support/extra-server";
import { checkA11y, expect, FROM_THIS_MACHINE, test as base } from "./support/fixtures";
import { addDays, isoWeek, londonInstant, londonWall, nextLondon } from "./support/london-time";
import { registerPartner } from "./support/registration";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * The scheduled work as an operator meets it, on the production build: a customer's reminder a
 * day ahead, a chauffeur's licence warned of and then lapsing, Thursday's partner payouts, and an
 * e-mail that cannot be delivered. The queue's clock is moved (POST /api/dev/clock) and drained
 * at once (POST /api/dev/drain) instead of waiting for the 15-second runner. The shift is
 * database-wide, so these journeys have servers of their own: the demo business for the first,
 * and for the last a fresh one where every e-mail delivery fails (EMAIL_FORCE_FAILURE=1).
 */
const test = base.extend<object, { demo: ExtraServer }>({
  demo: [
    async ({}, provide) => {
      const server = await startExtraServer({
        dataDir: await seedDemoDataDir(),
        likeSuiteServer: true,
      });
      await provide(server);
      server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OPERATIONS = "operations@example.com";

interface Mail {
  email_id: number;
  to_address: string;
  subject: string;
  template: string;
  text: string;
  status: string;
}
interface JobView {
  job_id: number;
  dedupe_key: string | null;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: string;
  last_error: string | null;
}
interface Lane {
  driver_id: number;
  name: string;
  status: string;
  blocks: unknown[];
}
interface Payout {
  payout_id: number;
  period: string;
  company_name: string;
}

/** The development endpoints of one server (this machine only), and where its queue's clock is. */
class Queue {
  private shiftMinutes = 0;
  constructor(
    private readonly request: APIRequestContext,
    private readonly origin: string,
  ) {}

  /** The queue's now: the real clock plus the shift. */
  now(): Date {
    return new Date(Date.now() + this.shiftMinutes * MINUTE);
  }

  /** Moves the clock so the queue's now is just past `at` (never backwards). */
  async moveTo(at: Date, margin = MINUTE): Promise<void> {
    const shift = Math.ceil((at.getTime() + margin - Date.now()) / MINUTE);
    expect(shift).toBeGreaterThanOrEqual(this.shiftMinutes);
    await this.setShift(shift);
  }

  async setShift(shiftMinutes: number): Promise<void> {
    const moved = await this.request.post(`${this.origin}/api/dev/clock`, {
      data: { shiftMinutes },
      headers: FROM_THIS_MACHINE,
    });
    expect(moved.status(), await moved.text()).toBe(200);
    this.shiftMinutes = shiftMinutes;
  }

  /** One drain now, on the shifted clock; answers when it is done. */
  async drain(): Promise<void> {
    const drained = await this.request.post(`${this.origin}/api/dev/drain`, {
      headers: FROM_THIS_MACHINE,
    });
    expect(drained.status(), await drained.text()).toBe(200);
  }

  async mails(to: string, template: string): Promise<Mail[]> {
    const query = new URLSearchParams({ to, template });
    const outbox = await this.request.get(`${this.origin}/api/dev/outbox?${query}`, {
      headers: FROM_THIS_MACHINE,
    });
    expect(outbox.status()).toBe(200);
    return ((await outbox.json()) as { data: Mail[] }).data;
  }
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A pickup a little over 25 hours ahead, on London's 15-minute slots. */
function pickupInAboutADay(): { date: string; time: string } {
  const slot = 15 * MINUTE;
  const at = new Date(Math.ceil((Date.now() + 25 * 60 * MINUTE + 20 * MINUTE) / slot) * slot);
  return londonWall(at);
}

/**
 * A new customer books Heathrow to Big Ben from the home page or a partner's guest page
 * (creating the account on the way) and pays with the test card. Answers the booking's id and reference, and the pickup.
 */
async function bookAndPay(
  browser: Browser,
  origin: string,
  email: string,
  startAt = "/",
): Promise<{ bookingId: number; reference: string; pickup: { date: string; time: string } }> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const pickup = pickupInAboutADay();
  await page.goto(startAt);
  await bookHeathrowToDetailsAt(page, pickup.date, pickup.time);
  await page.getByRole("radio", { name: "Create a new account" }).check();
  await page.getByLabel("First name").fill("Rhea");
  await page.getByLabel("Last name").fill("Reminder");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("7700 900123");
  await page.getByLabel("Password", { exact: true }).fill("reminder-pass-2026");
  await page.getByLabel("Confirm password").fill("reminder-pass-2026");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\?booking_id=\d+/, { timeout: 20_000 });
  const bookingId = Number(new URL(page.url()).searchParams.get("booking_id"));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay £\d/ }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible({
    timeout: 20_000,
  });
  await checkA11y(page, "the payment's thank-you page");
  const booking = await data<{ booking_reference: string }>(
    page.request,
    `/api/bookings/${bookingId}`,
  );
  await context.close();
  return { bookingId, reference: booking.booking_reference, pickup };
}

/** The day-before reminder's moment: the pickup's wall-clock time on the previous day. */
const dayBeforeReminderAt = (pickup: { date: string; time: string }) =>
  londonInstant(addDays(pickup.date, -1), pickup.time);

/** The drivers list's row for one chauffeur (a wide screen: the table). */
async function findDriverRow(page: Page, name: string) {
  await page.goto("/admin/drivers");
  await expect(page.getByRole("heading", { name: "Driver Management" })).toBeVisible();
  await page.getByLabel("Search").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  return page.getByRole("table", { name: "Drivers" }).getByRole("row").filter({ hasText: name });
}

test("reminders, document expiry and Thursday's payouts run on the queue's clock", async ({
  demo,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await (await browser.newContext({ baseURL: demo.origin })).newPage();
  const queue = new Queue(admin.request, demo.origin);
  try {
    // A partner of its own (approved, 50% on airport rides), so Thursday's payout has a ride of
    // this journey's in it, whatever the demo's partners have due.
    const tag = randomBytes(3).toString("hex");
    const company = `Schedule ${tag} Cars`;
    const partner = await registerPartner(admin.request, {
      contactName: "Paula Payout",
      company,
      tag,
      email: `schedule-${tag}@cars.example`,
      password: "limousine-2026",
    });
    await signInThroughApi(admin, SEEDED_ADMIN);
    const approved = await admin.request.patch(`/api/admin/partners/${partner.partner_id}`, {
      data: { status: "Active", rate_airport_bps: 5000 },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    // 1. A customer books a ride a little over a day ahead through the partner's page and pays.
    const email = `rhea-${tag}@example.com`;
    const ride = await bookAndPay(browser, demo.origin, email, `/p/${partner.slug}`);
    const pickupAt = londonInstant(ride.pickup.date, ride.pickup.time);
    const reminders = async () =>
      (await queue.mails(email, "ride-reminder")).filter((mail) =>
        mail.subject.includes(`${ride.reference} tomorrow`),
      );
    await queue.drain();
    expect(await reminders()).toHaveLength(0);
    // Just past the reminder's moment (a day before pickup, on the pickup's wall clock).
    await queue.moveTo(dayBeforeReminderAt(ride.pickup));
    await queue.drain();
    await expect.poll(async () => (await reminders()).length, { timeout: 15_000 }).toBe(1);
    expect((await reminders())[0]!.subject).toContain(
      `Reminder: your ride ${ride.reference} tomorrow at ${ride.pickup.time}`,
    );
    await queue.drain();
    expect(await reminders()).toHaveLength(1);

    // 2. The administrator sets an Available chauffeur's driving licence (one with no job on
    // today's board, so the lane is theirs alone) to expire 2 days after the next 06:00 scan
    // (the last warning's bracket). Its lapse then comes days before the ride's commission is
    // due (7 days after pickup), so no drain before Thursday's can pay the ride: a drain that
    // crosses a Thursday 09:00 runs that missed payout late, with whatever is due by then.
    const board = await data<{ lanes: Lane[] }>(admin.request, "/api/admin/dispatch");
    const lane = board.lanes.find((l) => l.status === "Available" && l.blocks.length === 0);
    expect(lane, "an Available chauffeur with an empty lane").toBeDefined();
    const driver = await data<{ email: string; first_name: string; last_name: string }>(
      admin.request,
      `/api/drivers/${lane!.driver_id}`,
    );
    const scanAt = nextLondon("06:00", queue.now());
    const scanDay = londonWall(scanAt).date;
    const expiry = addDays(scanDay, 2);

    let row = await findDriverRow(admin, lane!.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Available");
    await checkA11y(admin, "the drivers list");
    await row.getByRole("button", { name: `View details for ${lane!.name}` }).click();
    const details = admin.getByRole("dialog", { name: lane!.name });
    await details.getByRole("button", { name: "Edit Driver" }).click();
    await details.getByRole("tab", { name: "License Info" }).click();
    await details.getByLabel("License Expiry Date").fill(expiry);
    await checkA11y(admin, "a driver being edited");
    await details.getByRole("button", { name: "Save Changes" }).click();
    await expect(admin.getByText("Driver updated successfully")).toBeVisible();
    await admin.keyboard.press("Escape");

    // The 06:00 scan warns the chauffeur and operations: 2 days left.
    await queue.moveTo(scanAt);
    const warnings = async (to: string) =>
      (await queue.mails(to, "document-expiry-warning")).filter(
        (mail) => /driving licence/i.test(mail.subject) && mail.text.includes(expiry),
      );
    await expect
      .poll(
        async () => {
          await queue.drain();
          return (await warnings(driver.email)).length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect((await warnings(driver.email))[0]!.subject).toMatch(/expires in 2 days$/);
    await expect.poll(async () => (await warnings(OPERATIONS)).length).toBe(1);
    const toOperations = (await warnings(OPERATIONS))[0]!;
    expect(toOperations.subject).toContain(lane!.name);
    expect(toOperations.subject).toMatch(/expires in 2 days$/);

    // 2, continued. The licence lapses the day after its expiry; at 00:05 the chauffeur is made
    // Unavailable and leaves the dispatch board.
    const lapseAt = londonInstant(addDays(expiry, 1), "00:05");
    const lapse = async () => {
      await queue.moveTo(lapseAt);
      await expect
        .poll(
          async () => {
            await queue.drain();
            return (
              await data<{ status: string }>(admin.request, `/api/drivers/${lane!.driver_id}`)
            ).status;
          },
          { timeout: 20_000 },
        )
        .toBe("Unavailable");
      row = await findDriverRow(admin, lane!.name);
      await expect(row).toContainText("Unavailable");
      await checkA11y(admin, "the drivers list after the lapse");
      await admin.goto("/admin/dispatch");
      await expect(admin.getByRole("heading", { level: 1, name: "Dispatch" })).toBeVisible();
      await expect(admin.getByRole("list", { name: "Chauffeurs", exact: true })).toBeVisible();
      await expect(admin.getByRole("list", { name: `Jobs of ${lane!.name}` })).toHaveCount(0);
      await checkA11y(admin, "the dispatch board after the lapse");
    };

    // 3. Thursday 09:00 London, once the ride's 7 days have passed: the partner's payout for
    // the week, once, however many drains.
    let thursday = nextLondon("09:00", new Date(pickupAt.getTime() + 7 * DAY));
    while (new Date(`${londonWall(thursday).date}T12:00:00Z`).getUTCDay() !== 4)
      thursday = londonInstant(addDays(londonWall(thursday).date, 1), "09:00");
    const payday = async () => {
      const period = isoWeek(londonWall(thursday).date);
      const payoutsOfWeek = async () =>
        (
          await data<Payout[]>(
            admin.request,
            `/api/admin/partners/payouts?q=${encodeURIComponent(period)}&page_size=100`,
          )
        ).filter((payout) => payout.period === period && payout.company_name === company);
      expect(await payoutsOfWeek()).toHaveLength(0);
      await queue.moveTo(thursday);
      // The schedule's job fans out one job per partner, which the next drain round runs.
      await expect
        .poll(
          async () => {
            await queue.drain();
            return (await payoutsOfWeek()).length;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await queue.drain();
      expect(await payoutsOfWeek()).toHaveLength(1);
      await admin.goto("/admin/partners?payout_status=Pending");
      const payoutRows = admin
        .getByRole("table", { name: "Payouts" })
        .getByRole("row")
        .filter({ hasText: period })
        .filter({ hasText: company });
      await expect(payoutRows).toHaveCount(1);
      await checkA11y(admin, "partners with this week's payouts");
      await queue.drain();
      await admin.reload();
      await expect(payoutRows).toHaveCount(1);
      expect(await payoutsOfWeek()).toHaveLength(1);
    };

    // The lapse, then Thursday: the ride is not due at the lapse (see the expiry above).
    expect(lapseAt.getTime()).toBeLessThan(pickupAt.getTime() + 7 * DAY);
    await lapse();
    await payday();
  } finally {
    await queue.setShift(0);
    await admin.context().close();
  }
});

test("an e-mail that cannot be delivered fails after 5 attempts and is retried from /admin/jobs", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startExtraServer({
    likeSuiteServer: true,
    env: { EMAIL_FORCE_FAILURE: "1" },
  });
  const admin = await (await browser.newContext({ baseURL: server.origin })).newPage();
  const queue = new Queue(admin.request, server.origin);
  try {
    // A booking e-mail: the customer's reminder, as in the first journey.
    const email = `fay-${randomBytes(3).toString("hex")}@example.com`;
    const ride = await bookAndPay(browser, server.origin, email);
    await signInThroughApi(admin, SEEDED_ADMIN);
    await queue.moveTo(dayBeforeReminderAt(ride.pickup));
    let reminder: Mail | undefined;
    await expect
      .poll(
        async () => {
          await queue.drain();
          reminder = (await queue.mails(email, "ride-reminder"))[0];
          return reminder?.status;
        },
        { timeout: 20_000 },
      )
      .toBe("failed");
    const key = `email:${reminder!.email_id}`;
    const job = async () => {
      const list = await data<JobView[]>(
        admin.request,
        `/api/admin/jobs?q=${encodeURIComponent(key)}`,
      );
      const found = list.find((item) => item.dedupe_key === key);
      expect(found, key).toBeDefined();
      return found!;
    };
    // Tried once at once; then after 1, 5, 15 and 40 minutes (plus up to a tenth of jitter).
    expect(await job()).toMatchObject({ status: "queued", attempts: 1, max_attempts: 5 });
    for (const [attempt, minutes] of [1, 5, 15, 40].entries()) {
      const waiting = await job();
      const wait = Date.parse(waiting.run_at) - queue.now().getTime();
      expect(wait).toBeGreaterThan((minutes - 1) * MINUTE);
      expect(wait).toBeLessThanOrEqual(minutes * 1.1 * MINUTE + MINUTE);
      await queue.moveTo(new Date(waiting.run_at), 30_000);
      await queue.drain();
      await expect.poll(async () => (await job()).attempts).toBe(attempt + 2);
    }
    const failed = await job();
    expect(failed).toMatchObject({ status: "failed", attempts: 5 });
    expect(failed.last_error).toBe("E-mail delivery forced to fail (EMAIL_FORCE_FAILURE=1)");

    // /admin/jobs shows it failed with the error; the booking's History says so.
    await admin.goto(`/admin/jobs?q=${encodeURIComponent(key)}`);
    await expect(admin.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
    const row = admin
      .getByRole("table", { name: "Jobs" })
      .getByRole("row")
      .filter({ hasText: `#${failed.job_id}` });
    await expect(row).toContainText("email.deliver");
    await expect(row).toContainText("Failed");
    await expect(row).toContainText("5 / 5");
    await expect(row).toContainText("forced to fail");
    await checkA11y(admin, "jobs with the undeliverable e-mail");

    await admin.goto(`/admin/bookings?q=${encodeURIComponent(ride.reference)}`);
    await admin.getByRole("button", { name: `View details of booking #${ride.bookingId}` }).click();
    const details = admin.getByRole("dialog", { name: `Booking Details #${ride.bookingId}` });
    await details.getByRole("tab", { name: "History" }).click();
    await expect(
      details.getByText(
        `E-mail '${reminder!.subject}' to ${email} could not be delivered after 5 attempts`,
      ),
    ).toHaveCount(1);
    await checkA11y(admin, "the booking's History");
    await admin.keyboard.press("Escape");

    // Retry: queued again and run at once, it fails again (the failure is still forced).
    await admin.goto(`/admin/jobs?q=${encodeURIComponent(key)}`);
    await row.getByRole("button", { name: `Retry job ${failed.job_id}` }).click();
    await expect(admin.getByText("Job queued again")).toBeVisible();
    await expect
      .poll(async () => {
        const again = await job();
        return `${again.status} ${again.attempts}`;
      })
      .toBe("queued 1");
    await admin.reload();
    await expect(row).toContainText("Queued");
    await expect(row).toContainText("1 / 5");
    await expect(row).toContainText("forced to fail");
    await checkA11y(admin, "jobs after the retry");
  } finally {
    await queue.setShift(0);
    await admin.context().close();
    server.stop();
  }
});
