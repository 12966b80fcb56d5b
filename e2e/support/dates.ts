/** A pickup date a few days ahead, "yyyy-MM-dd" (London is UTC or UTC+1, so a day's margin is plenty). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
