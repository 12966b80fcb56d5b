import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { assignments } from "@/server/db/schema";

/** Whether one car of a booking has a job row that also meets `conditions` (one indexed read). */
export async function carHasJob(
  executor: Executor,
  car: { bookingId: number; carNumber: number },
  ...conditions: SQL[]
): Promise<boolean> {
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
  return row !== undefined;
}
