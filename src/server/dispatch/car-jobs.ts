import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { assignments } from "@/server/db/schema";

/** The id of a job row of one car of a booking that also meets `conditions`, or null (one indexed read). */
export async function findCarJob(
  executor: Executor,
  car: { bookingId: number; carNumber: number },
  ...conditions: SQL[]
): Promise<number | null> {
  const [row] = await executor
    .select({ id: assignments.assignment_id })
    .from(assignments)
    .where(
      and(
        eq(assignments.booking_id, car.bookingId),
        eq(assignments.car_number, car.carNumber),
        ...conditions,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Whether one car of a booking has a job row that also meets `conditions`. */
export async function carHasJob(
  executor: Executor,
  car: { bookingId: number; carNumber: number },
  ...conditions: SQL[]
): Promise<boolean> {
  return (await findCarJob(executor, car, ...conditions)) !== null;
}
