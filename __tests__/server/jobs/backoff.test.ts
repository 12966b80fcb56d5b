/**
 * @jest-environment node
 */
import { steppedBackoff } from "@/server/jobs/backoff";
import { EMAIL_MAX_ATTEMPTS } from "@/server/jobs/kind-specs";
import { EMAIL_BACKOFF_MS } from "@/server/jobs/kinds/email";

const MINUTE = 60_000;

describe("steppedBackoff", () => {
  const delay = steppedBackoff(EMAIL_BACKOFF_MS);

  it("waits 1, 5, 15 then 40 minutes after the e-mail's failed attempts: five over about an hour", () => {
    const waits = [1, 2, 3, 4].map((attempt) => delay(attempt, () => 0) / MINUTE);
    expect(waits).toEqual([1, 5, 15, 40]);
    expect(EMAIL_MAX_ATTEMPTS).toBe(5);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(61);
  });

  it("adds at most a tenth of jitter and repeats the last step", () => {
    expect(delay(2, () => 0.999)).toBeLessThan(5.5 * MINUTE);
    expect(delay(2, () => 0.999)).toBeGreaterThan(5 * MINUTE);
    expect(delay(9, () => 0)).toBe(40 * MINUTE);
    expect(delay(0, () => 0)).toBe(MINUTE);
  });
});
