import { checkA11y, expect, FROM_THIS_MACHINE, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * The administrator's view of the background queue: a failed job shows its error and goes back
 * to the queue with Retry; the recurring schedules show their next run.
 */
test("an administrator sees a failed job's error and retries it", async ({ page }) => {
  // A failed job, seeded through the development endpoint (this machine only).
  const seeded = await page.request.post("/api/dev/failed-job", { headers: FROM_THIS_MACHINE });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const { job_id: jobId, dedupe_key: key } = (
    (await seeded.json()) as { data: { job_id: number; dedupe_key: string } }
  ).data;

  await signInThroughApi(page, SEEDED_ADMIN);
  await page.goto(`/admin/jobs?q=${encodeURIComponent(key)}`);
  await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
  const jobsTable = page.getByRole("table", { name: "Jobs" });
  const row = jobsTable.getByRole("row").filter({ hasText: `#${jobId}` });
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("Seeded failure: the provider answered 503 Service Unavailable");
  await expect(row).toContainText("3 / 3");

  // Each schedule with its next run (added by the runner's first drain after start-up).
  const schedules = page.getByRole("table", { name: "Schedules" });
  await expect(
    schedules.getByRole("row").filter({ hasText: "dispatch.expire_offers" }),
  ).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}/);
  await checkA11y(page, "jobs with a failed one");

  await row.getByRole("button", { name: `Retry job ${jobId}` }).click();
  await expect(page.getByText("Job queued again")).toBeVisible();
  // Queued again with its attempts reset, then run by the drain that follows the answer.
  await expect(row).not.toContainText("Failed");
  await expect(row).toContainText(/Queued|Running|Done/);
  await expect(row.getByRole("button", { name: `Retry job ${jobId}` })).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText("Done", { timeout: 20_000 });
  await checkA11y(page, "jobs after the retry");

  // Only this machine may seed: another caller is told nothing is there.
  const remote = await page.request.post("/api/dev/failed-job", {
    headers: { "x-real-ip": "203.0.113.9" },
  });
  expect(remote.status()).toBe(404);
});
