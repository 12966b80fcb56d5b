import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type ExtraServer, seedDemoDataDir, startExtraServer } from "./support/extra-server";
import { checkA11y, expect, test as base } from "./support/fixtures";
import { expectFitsScreen, PHONE } from "./support/screen";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * The dispatcher's desk as a new operator meets it, on the production build with the demo
 * business (a busy board for today). The suite's own server starts empty and other journeys
 * share it, so this file has a server of its own, from the same build, on a data directory the
 * demo seed wrote first (about 100 bookings: the smallest demo that plans today's board).
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
  baseURL: async ({ demo }, provide) => provide(demo.origin),
});

/** The demo's partners and customers share one password (demo-seed.ts). */
const DEMO_PASSWORD = "demo-customer-2026";
const OFFER_SECONDS = 90;

interface QueueCard {
  booking_id: number;
  car_number: number;
  booking_reference: string;
  open_offers: unknown[];
}
interface Suggestion {
  driver_id: number;
  name: string;
  reasons: string[];
}
interface Suggestions {
  starts_at: string;
  ends_at: string;
  turnaround_buffer_minutes: number;
  fits: Suggestion[];
  misfits: Suggestion[];
}
interface Job {
  card: QueueCard;
  suggestions: Suggestions;
}
interface Plan {
  /** Assigned to `chauffeur`, after reading why at least three others do not fit. */
  assigned: Job;
  /** Within the turnaround buffer of `assigned`, and `chauffeur` fits it too: then farmed out. */
  overlapping: Job;
  chauffeur: Suggestion;
  /** Offered to `offeredTo` for 90 seconds, and left to expire. */
  offered: Job;
  offeredTo: Suggestion;
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const windowOf = (job: Job) => ({
  from: Date.parse(job.suggestions.starts_at),
  until: Date.parse(job.suggestions.ends_at),
});

/** The two jobs leave less than the turnaround buffer between them. */
function tooClose(a: Job, b: Job): boolean {
  const buffer = a.suggestions.turnaround_buffer_minutes * 60_000;
  const [x, y] = [windowOf(a), windowOf(b)];
  return x.from < y.until + buffer && y.from < x.until + buffer;
}

/**
 * The demo's queue depends on the hour the seed ran, so the journey reads today's board and the
 * suggestions (as the panel will) and picks its jobs: one with at least three chauffeurs who do
 * not fit and a chauffeur who also fits a job too close to it, and a third job for the offer.
 */
async function planJourney(request: APIRequestContext): Promise<Plan> {
  const board = await data<{ queue: QueueCard[] }>(request, "/api/admin/dispatch");
  const jobs: Job[] = [];
  for (const card of board.queue.filter((entry) => entry.open_offers.length === 0)) {
    const url = `/api/admin/bookings/${card.booking_id}/suggestions?car=${card.car_number}`;
    jobs.push({ card, suggestions: await data<Suggestions>(request, url) });
  }
  for (const assigned of jobs.filter((job) => job.suggestions.misfits.length >= 3)) {
    for (const overlapping of jobs.filter((job) => job !== assigned && tooClose(job, assigned))) {
      const chauffeur = assigned.suggestions.fits.find((fit) =>
        overlapping.suggestions.fits.some((other) => other.driver_id === fit.driver_id),
      );
      if (!chauffeur) continue;
      for (const offered of jobs.filter((job) => job !== assigned && job !== overlapping)) {
        const offeredTo = offered.suggestions.fits.find(
          (fit) => fit.driver_id !== chauffeur.driver_id,
        );
        if (offeredTo) return { assigned, overlapping, chauffeur, offered, offeredTo };
      }
    }
  }
  throw new Error(`today's demo queue has no jobs for the journey: ${JSON.stringify(jobs)}`);
}

const queueCard = (page: Page, job: Job): Locator =>
  page
    .getByRole("list", { name: "Unassigned cars" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: job.card.booking_reference }) });

async function openJob(page: Page, job: Job): Promise<Locator> {
  await queueCard(page, job)
    .getByRole("button", { name: /^Dispatch / })
    .click();
  const panel = page.getByRole("dialog", { name: `Dispatch ${job.card.booking_reference}` });
  await expect(panel.getByRole("heading", { name: /^Chauffeurs who fit/ })).toBeVisible();
  return panel;
}

/** Texts cut off with an ellipsis inside the element (a job's reference or times on a block). */
function clippedTexts(element: Locator): Promise<string[]> {
  return element.evaluate((root) =>
    [root, ...root.querySelectorAll("*")]
      .filter(
        (node): node is HTMLElement =>
          node instanceof HTMLElement &&
          getComputedStyle(node).textOverflow === "ellipsis" &&
          node.scrollWidth > node.clientWidth,
      )
      .map((node) => node.textContent ?? ""),
  );
}

/**
 * Hour labels and jobs a dispatcher can see left of the timeline's start, over or beside the
 * chauffeurs' names (which stay put while the hours scroll under them): there, nothing of the
 * timeline may show.
 */
function timelineOverNames(page: Page): Promise<string[]> {
  return page.getByRole("region", { name: "Chauffeurs' day" }).evaluate((region) => {
    const names = region.querySelector('ul[aria-label="Chauffeurs"] > li > div');
    const right = names?.getBoundingClientRect().right ?? 0;
    const left = region.getBoundingClientRect().left;
    const parts = region.querySelectorAll('[aria-hidden="true"] span, ul ul button');
    return [...parts]
      .filter((part) => {
        const box = part.getBoundingClientRect();
        const x = Math.max(box.left, left) + 2;
        if (x >= right - 1 || x >= box.right) return false;
        const hit = document.elementFromPoint(x, box.top + box.height / 2);
        return hit !== null && part.contains(hit);
      })
      .map((part) => (part instanceof HTMLElement && part.title) || part.textContent || "");
  });
}

/** Pairs of a lane's jobs drawn over each other. */
function overlappingBlocks(lane: Locator): Promise<string[]> {
  return lane.evaluate((list) => {
    const boxes = [...list.querySelectorAll("button")].map((button) => ({
      name: button.title,
      box: button.getBoundingClientRect(),
    }));
    return boxes.flatMap((a, index) =>
      boxes
        .slice(index + 1)
        .filter(
          (b) =>
            a.box.left < b.box.right &&
            b.box.left < a.box.right &&
            a.box.top < b.box.bottom &&
            b.box.top < a.box.bottom,
        )
        .map((b) => `${a.name} / ${b.name}`),
    );
  });
}

async function openBoard(page: Page): Promise<void> {
  await page.goto("/admin/dispatch");
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Unassigned \(\d+\)$/ })).toBeVisible();
}

/** At 390 px the board reads top to bottom: the queue, then each chauffeur's jobs as a list. */
async function expectPhoneBoard(page: Page): Promise<void> {
  await openBoard(page);
  const queue = page.getByRole("list", { name: "Unassigned cars" }).getByRole("listitem");
  await expect(queue.first()).toBeVisible();
  const jobs = page
    .getByRole("list", { name: "Chauffeurs", exact: true })
    .getByRole("list", { name: /^Jobs of / })
    .first()
    .getByRole("button")
    .first();
  await expect(jobs).toBeVisible();
  // Both read top to bottom: the first job is below the queue and within the screen's width.
  const [card, job] = [await queue.first().boundingBox(), await jobs.boundingBox()];
  expect(job!.y).toBeGreaterThan(card!.y + card!.height);
  expect(job!.x + job!.width).toBeLessThanOrEqual(PHONE.width);
  await expectFitsScreen(page, "the dispatch board at 390 px");
  await checkA11y(page, "the dispatch board at 390 px");
}

test.describe("a new operator at the dispatcher's desk (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("assign, a refused double booking, a farmed-out job, the record, the phone, an expired offer", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, SEEDED_ADMIN);
    const plan = await planJourney(page.request);
    const { assigned, overlapping, chauffeur, offered, offeredTo } = plan;

    // Today's board, and first the offer: the server counts its 90 seconds by its own clock
    // while the rest of the journey goes on.
    await openBoard(page);
    let panel = await openJob(page, offered);
    await panel.getByRole("combobox", { name: "Offer expires after" }).click();
    await page.getByRole("option", { name: "90 seconds" }).click();
    await panel.getByRole("checkbox", { name: `Include ${offeredTo.name} in the offer` }).check();
    await checkA11y(page, "a job's panel, an offer being made");
    await panel.getByRole("button", { name: "Offer to 1 chauffeur" }).click();
    await expect(panel).toBeHidden();
    await expect(queueCard(page, offered).getByText(`Offered to ${offeredTo.name}`)).toBeVisible();

    // The board itself: the queue, the chauffeurs' lanes, the zone the times are in.
    await expect(page.getByText(/^Times in Europe\/London \((GMT|BST)\)/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Chauffeurs", exact: true })).toBeVisible();
    await expect(queueCard(page, assigned)).toBeVisible();
    // The timeline opens near now, scrolled: nothing of it shows beside or over the names.
    expect(await timelineOverNames(page)).toEqual([]);
    await checkA11y(page, "today's board");

    // A second dispatcher (another tab) opens the overlapping job while the chauffeur still fits.
    const other = await page.context().newPage();
    await openBoard(other);
    const otherPanel = await openJob(other, overlapping);
    await expect(
      otherPanel.getByRole("button", { name: `Assign ${chauffeur.name}`, exact: true }),
    ).toBeVisible();

    // The job: why at least three chauffeurs do not fit, each with the reason; then assign one.
    panel = await openJob(page, assigned);
    const misfits = panel.getByRole("region", { name: /^Chauffeurs who do not fit \(\d+\)$/ });
    for (const misfit of assigned.suggestions.misfits.slice(0, 3)) {
      const row = misfits.getByRole("listitem").filter({ hasText: misfit.name }).first();
      await expect(row).toBeVisible();
      for (const reason of misfit.reasons)
        await expect(row.getByText(reason, { exact: true })).toBeVisible();
    }
    await checkA11y(page, "a job's panel with the chauffeurs who do not fit");
    await panel.getByRole("button", { name: `Assign ${chauffeur.name}`, exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(queueCard(page, assigned)).toHaveCount(0);
    const assignedBlock = page
      .getByRole("list", { name: `Jobs of ${chauffeur.name}` })
      .getByRole("button", { name: new RegExp(assigned.card.booking_reference) });
    await expect(assignedBlock).toBeVisible();
    // The job's block is wide enough to read its reference and times.
    expect(await clippedTexts(assignedBlock)).toEqual([]);

    // The other dispatcher assigns the same chauffeur to the overlapping job: refused, named.
    await otherPanel.getByRole("button", { name: `Assign ${chauffeur.name}`, exact: true }).click();
    await expect(otherPanel.getByRole("alert")).toContainText(
      `Driver already has a job at that time (booking ${assigned.card.booking_reference})`,
    );
    // The panel then reads who fits again: the chauffeur is now among those who do not.
    await expect(
      otherPanel
        .getByRole("region", { name: /^Chauffeurs who do not fit/ })
        .getByRole("listitem")
        .filter({ hasText: chauffeur.name })
        .first(),
    ).toContainText(`Already on ${assigned.card.booking_reference}`);
    await expect(
      otherPanel.getByRole("button", { name: `Assign ${chauffeur.name}`, exact: true }),
    ).toHaveCount(0);
    await checkA11y(other, "a job's panel with the refusal");

    // ...and farms that job out to a partner company instead.
    const partners = await data<{ company_name: string; contact_person_email: string }[]>(
      page.request,
      "/api/admin/partners?status=Active&q=partner.&sort=created_at",
    );
    const partner = partners.find((entry) => entry.contact_person_email.startsWith("partner."));
    if (!partner) throw new Error("the demo has no active partner");
    await otherPanel.getByRole("combobox", { name: "Partner" }).click();
    await other.getByRole("option", { name: partner.company_name }).click();
    await otherPanel.getByLabel("Price paid to the partner (£)").fill("85.50");
    await otherPanel.getByRole("button", { name: "Farm out" }).click();
    await expect(otherPanel).toBeHidden();
    await expect(
      queueCard(other, overlapping).getByText(`Offered to ${partner.company_name}`),
    ).toBeVisible();

    // The partner, signed in elsewhere, finds the offer with its pay and accepts it.
    const partnerContext = await browser.newContext({ baseURL, extraHTTPHeaders });
    const partnerPage = await partnerContext.newPage();
    await signInThroughApi(partnerPage, {
      email: partner.contact_person_email,
      password: DEMO_PASSWORD,
    });
    await partnerPage.goto("/partner-dashboard/recent-bookings");
    const offers = partnerPage.getByRole("table", { name: "Job offers" });
    const offerRow = offers
      .getByRole("row")
      .filter({ hasText: overlapping.card.booking_reference });
    await expect(offerRow).toContainText("£85.50");
    await checkA11y(partnerPage, "the partner's job offers");
    await offerRow
      .getByRole("button", { name: `Accept job ${overlapping.card.booking_reference}` })
      .click();
    const accept = partnerPage.getByRole("dialog", {
      name: `Accept job ${overlapping.card.booking_reference}`,
    });
    await expect(accept).toContainText("You will be paid £85.50");
    await accept.getByLabel("Chauffeur's name").fill("Nadia Farouk");
    await accept.getByLabel("PHV licence number").fill("PHV-204518");
    await accept.getByLabel("Chauffeur's phone", { exact: true }).fill("07700 900461");
    await accept.getByLabel("Make").fill("Mercedes-Benz");
    await accept.getByLabel("Model").fill("S-Class");
    await accept.getByLabel("Colour").fill("Black");
    await accept.getByLabel("Registration plate").fill("LB24 FRK");
    await checkA11y(partnerPage, "the partner accepting a job");
    await accept.getByRole("button", { name: "Accept job" }).click();
    await expect(accept).toBeHidden();
    await expect(
      partnerPage
        .getByRole("table", { name: "Farmed-out jobs" })
        .getByRole("row")
        .filter({ hasText: overlapping.card.booking_reference }),
    ).toContainText("Nadia Farouk");
    await partnerContext.close();

    // Back on the board, the partner's job is on the Partners lane.
    const partnerLane = page.getByRole("list", { name: "Jobs of Partners" });
    await expect(
      partnerLane.getByRole("button", { name: new RegExp(overlapping.card.booking_reference) }),
    ).toBeVisible({ timeout: 20_000 });
    // Partners' jobs at the same time (the demo's own and this one) are never drawn as one.
    expect(await overlappingBlocks(partnerLane)).toEqual([]);

    // While the offer runs out, the other tab: the operator's record for the last 30 days
    // names both chauffeurs...
    await other.goto("/admin/reports/operator-record");
    await checkA11y(other, "the operator record");
    const downloading = other.waitForEvent("download");
    await other.getByRole("link", { name: /^Download CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    const line = (reference: string) => csv.split("\n").find((row) => row.includes(reference));
    expect(line(assigned.card.booking_reference)).toContain(chauffeur.name);
    expect(line(overlapping.card.booking_reference)).toContain("Nadia Farouk");

    // ...and the board on a phone.
    await other.setViewportSize(PHONE);
    await expectPhoneBoard(other);

    // The unanswered offer comes back to the queue, with its reason, once the server's clock
    // passes its expiry (the board asks every 10 seconds).
    await page.bringToFront();
    await expect(queueCard(page, offered).getByText("Came back: Offer expired")).toBeVisible({
      timeout: (OFFER_SECONDS + 30) * 1000,
    });
    await expect(queueCard(page, offered).getByRole("list", { name: "Open offers" })).toHaveCount(
      0,
    );
    await checkA11y(page, "the board after the offer expired");
  });
});
