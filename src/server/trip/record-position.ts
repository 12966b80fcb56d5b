import "server-only";
import { eq, sql } from "drizzle-orm";
import { isImpossibleJump } from "@/lib/trip/position-rules";
import type { DriverPositionBody } from "@/lib/validations/trip";
import type { Executor } from "@/server/db/client";
import { assignmentPositions, assignments, drivers } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { AppError, conflict, notFound } from "@/server/http/errors";

export const POSITION_JOB_NOT_FOUND = "Job not found";
export const NOT_ON_THE_WAY_MESSAGE = "Your position is shared only while you are on the way";
export const IMPOSSIBLE_JUMP_MESSAGE =
  "That position is too far from the last one to be right; it was not saved";

function preparePositionCheck(db: Executor) {
  return db
    .select({
      status: assignments.status,
      user_id: drivers.user_id,
      last_lat: assignmentPositions.lat,
      last_lng: assignmentPositions.lng,
      last_at: assignmentPositions.recorded_at,
    })
    .from(assignments)
    .innerJoin(drivers, eq(drivers.driver_id, assignments.driver_id))
    .leftJoin(assignmentPositions, eq(assignmentPositions.assignment_id, assignments.assignment_id))
    .where(eq(assignments.assignment_id, sql.placeholder("id")))
    .limit(1)
    .prepare("position_check");
}

// Built once per database handle (a named statement: parsed and planned once per connection).
const positionChecks = new WeakMap<Executor, ReturnType<typeof preparePositionCheck>>();

function positionCheck(db: Executor) {
  let statement = positionChecks.get(db);
  if (!statement) {
    statement = preparePositionCheck(db);
    positionChecks.set(db, statement);
  }
  return statement;
}

/**
 * Keeps the chauffeur's latest position for their own job while it is on the way, and adds it to
 * the job's trail. Another chauffeur's job (or one that is not a chauffeur's) reads as missing
 * (404); any other state is refused (409); a jump faster than a car can go is refused (400). A
 * refusal writes nothing. The server's clock stamps the position (the phone's is not trusted).
 * Positions are telemetry, not business data, so they are not audited: six a minute per car
 * would drown the History.
 *
 * Two statements and no transaction: the busiest write there is (issue 26 plans 2,000 cars, one
 * post each every 10 seconds) pays no BEGIN and COMMIT round trips. The check reads without a
 * lock, as it did inside a read-committed transaction; the two writes are one statement, so the
 * latest position and its trail point land together or not at all.
 */
export async function recordDriverPosition(
  input: { userId: number; assignmentId: number; position: DriverPositionBody; now?: Date },
  executor?: Executor,
): Promise<{ recorded_at: string }> {
  const now = input.now ?? new Date();
  const { lat, lng } = input.position;
  const db = await executorOrDb(executor);
  const [job] = await positionCheck(db).execute({ id: input.assignmentId });
  if (!job || job.user_id !== input.userId) throw notFound(POSITION_JOB_NOT_FOUND);
  if (job.status !== "on_the_way") throw conflict(NOT_ON_THE_WAY_MESSAGE);
  if (
    job.last_lat !== null &&
    job.last_lng !== null &&
    job.last_at !== null &&
    isImpossibleJump({
      from: { lat: job.last_lat, lng: job.last_lng, at: job.last_at },
      to: { lat, lng, at: now, accuracyM: input.position.accuracy },
    })
  ) {
    throw new AppError("BAD_REQUEST", IMPOSSIBLE_JUMP_MESSAGE, {
      errors: { lat: IMPOSSIBLE_JUMP_MESSAGE },
    });
  }
  const at = now.toISOString();
  const accuracy = input.position.accuracy ?? null;
  const heading = input.position.heading ?? null;
  await db.execute(sql`
      with latest as (
        insert into assignment_positions
          (assignment_id, lat, lng, accuracy_m, heading_deg, recorded_at)
        values (${input.assignmentId}, ${lat}, ${lng}, ${accuracy}, ${heading}, ${at}::timestamptz)
        on conflict (assignment_id) do update set lat = excluded.lat, lng = excluded.lng,
          accuracy_m = excluded.accuracy_m, heading_deg = excluded.heading_deg,
          recorded_at = excluded.recorded_at
        returning assignment_id, lat, lng, recorded_at)
      insert into assignment_position_trail (assignment_id, lat, lng, recorded_at)
      select assignment_id, lat, lng, recorded_at from latest`);
  return { recorded_at: at };
}
