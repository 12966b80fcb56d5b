/** A past week inside the demo data (spread over the 400 days before seeding): 60 to 54 days ago. */
export function benchWeek(): { from: string; to: string } {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  return { from: day(60), to: day(54) };
}
