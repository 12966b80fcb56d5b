/** Exponential backoff after a failed attempt: 30 s, 1 min, 2 min, ... capped at an hour. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 60 * 60_000;

/** A number in [0, 1); tests inject a fixed one. */
export type Jitter = () => number;

/**
 * The delay before attempt `attempt + 1`, with "full jitter" on the upper half (between half and
 * all of the exponential step), so jobs that failed together do not all retry in the same second.
 */
export function backoffMs(attempt: number, jitter: Jitter = Math.random): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * jitter());
}

/**
 * A kind's own schedule: the delay before attempt `attempt + 1` is `stepsMs[attempt - 1]` (the
 * last step repeats), plus up to a tenth more of jitter so messages that failed together spread.
 */
export function steppedBackoff(stepsMs: readonly number[]) {
  return (attempt: number, jitter: Jitter = Math.random): number => {
    const step = stepsMs[Math.min(Math.max(0, attempt - 1), stepsMs.length - 1)] ?? BACKOFF_BASE_MS;
    return Math.round(step + (step / 10) * jitter());
  };
}
