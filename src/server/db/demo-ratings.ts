import "server-only";
import { sql } from "drizzle-orm";
import { RATING_AVERAGE_WINDOW } from "@/lib/ratings/rules";
import { rowsOf } from "./rows";
import type { Database } from "./types";

/**
 * Ratings for the demo's completed jobs, so the Feedback queue, the chauffeurs' averages, the
 * driver list's Rating column and the partners' Average Rating show real figures: about two
 * rides in three rated, mostly 4 or 5 stars, one in twelve 3 or less with a comment (open in
 * Feedback, a few already followed up and closed). Fixed by the job's id, so reseeding repeats it.
 */
export async function seedDemoRatings(db: Database, now: Date): Promise<number> {
  const inserted = rowsOf<{ count: number }>(
    await db.execute(sql`
    with rated as (
      select a.assignment_id, a.booking_id, a.driver_id, b.partner_id, a.updated_at,
        case
          when a.assignment_id % 29 = 0 then 2
          when a.assignment_id % 13 = 0 then 3
          when a.assignment_id % 4 = 0 then 4
          else 5
        end as stars
      from assignments a
      join bookings b on b.booking_id = a.booking_id
      where a.status = 'completed' and a.driver_id is not null and a.assignment_id % 3 <> 0
    ), written as (
      insert into ride_ratings (assignment_id, booking_id, driver_id, partner_id, stars, tags,
        comment, created_at, feedback_status, feedback_note, feedback_closed_at)
      select assignment_id, booking_id, driver_id, partner_id, stars,
        case stars
          when 5 then array['punctual', 'clean_car', 'friendly']
          when 4 then array['smooth_driving']
          when 3 then array['late']
          else array['late', 'route']
        end,
        case stars
          when 3 then 'Ten minutes late at the pickup, otherwise fine.'
          when 2 then 'The chauffeur was late and took a long way round.'
        end,
        least(updated_at + interval '3 hours', ${now.toISOString()}::timestamptz),
        case when stars > 3 then 'none' when assignment_id % 2 = 0 then 'closed' else 'open' end::ride_feedback_status,
        case when stars <= 3 and assignment_id % 2 = 0
          then 'Called the customer and apologised; spoke to the chauffeur about timing.' end,
        case when stars <= 3 and assignment_id % 2 = 0 then updated_at + interval '1 day' end
      from rated
      on conflict (assignment_id) do nothing
      returning 1
    )
    select count(*)::int as count from written`),
  );
  // Each chauffeur's average of their latest ratings, as a real rating writes it (one decimal).
  await db.execute(sql`
    update drivers d set rating = s.average, rating_count = s.count
    from (
      select driver_id, round(avg(stars) * 10) / 10 as average, count(*)::int as count
      from (
        select driver_id, stars, row_number() over (
          partition by driver_id order by created_at desc, rating_id desc) as nth
        from ride_ratings where driver_id is not null
      ) latest
      where nth <= ${RATING_AVERAGE_WINDOW}
      group by driver_id
    ) s
    where d.driver_id = s.driver_id`);
  return Number(inserted[0]?.count ?? 0);
}
