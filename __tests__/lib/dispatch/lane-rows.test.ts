import { laneRows } from "@/lib/dispatch/lane-rows";

const job = (assignment_id: number, from: string, until: string) => ({
  assignment_id,
  starts_at: `2026-11-26T${from}:00.000Z`,
  ends_at: `2026-11-26T${until}:00.000Z`,
});

describe("laneRows", () => {
  it("keeps jobs one after another on one row (an end touching the next start is free)", () => {
    const { rowOf, rows } = laneRows([job(2, "12:00", "13:00"), job(1, "09:00", "12:00")]);
    expect(rows).toBe(1);
    expect([rowOf.get(1), rowOf.get(2)]).toEqual([0, 0]);
  });

  it("gives jobs running at the same time rows of their own, reusing a row once it is free", () => {
    const { rowOf, rows } = laneRows([
      job(1, "22:40", "23:59"),
      job(2, "23:25", "23:59"),
      job(3, "20:00", "21:00"),
      job(4, "23:30", "23:45"),
    ]);
    expect(rows).toBe(3);
    expect([3, 1, 2, 4].map((id) => rowOf.get(id))).toEqual([0, 0, 1, 2]);
  });

  it("draws a short job an hour wide, so a job starting under it takes the next row", () => {
    const hour = 3_600_000;
    const short = [job(1, "09:00", "09:26"), job(2, "09:56", "10:30"), job(3, "10:56", "11:30")];
    expect(laneRows(short).rows).toBe(1);
    const { rowOf, rows } = laneRows(short, hour);
    expect(rows).toBe(2);
    expect([1, 2, 3].map((id) => rowOf.get(id))).toEqual([0, 1, 0]);
  });

  it("has one row for an empty lane", () => {
    expect(laneRows([]).rows).toBe(1);
  });
});
