import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** One demo job as planned, before it is written (partner jobs name their own chauffeur). */
export interface DemoJob {
  booking_id: number;
  car_number: number;
  driver_id: number | null;
  partner_id: number | null;
  vehicle_id: number | null;
  starts_at: string;
  ends_at: string;
  status: string;
  offer_expires_at: string | null;
  pay_pence: number;
  partner_chauffeur_name?: string;
  partner_chauffeur_phone?: string;
  partner_chauffeur_licence?: string;
  partner_vehicle_make?: string;
  partner_vehicle_model?: string;
  partner_vehicle_colour?: string;
  partner_vehicle_plate?: string;
}

/**
 * Writes the planned jobs in one statement, with each job's moves (offered, assigned, and where
 * it has gone further, its current state) in the booking's History, dated as if given out a day
 * ahead (or an hour ago, for jobs booked sooner); open offers are dated now.
 */
export async function insertDemoJobs(db: Database, jobs: DemoJob[], now: Date): Promise<void> {
  await db.execute(sql`
    with inserted as (
      insert into assignments (booking_id, car_number, driver_id, partner_id, vehicle_id, starts_at,
        ends_at, status, offer_expires_at, responded_at, pay_pence, partner_chauffeur_name,
        partner_chauffeur_phone, partner_chauffeur_licence, partner_vehicle_make,
        partner_vehicle_model, partner_vehicle_colour, partner_vehicle_plate, created_at, updated_at)
      select j.booking_id, j.car_number, j.driver_id, j.partner_id, j.vehicle_id, j.starts_at,
        j.ends_at, j.status, j.offer_expires_at,
        case when j.status <> 'offered' then j.given_at + interval '10 minutes' end,
        j.pay_pence, j.partner_chauffeur_name, j.partner_chauffeur_phone,
        j.partner_chauffeur_licence, j.partner_vehicle_make, j.partner_vehicle_model,
        j.partner_vehicle_colour, j.partner_vehicle_plate, j.given_at, j.given_at
      from (
        select r.*, case when r.status = 'offered' then ${now.toISOString()}::timestamptz
          else least(r.starts_at - interval '1 day', ${now.toISOString()}::timestamptz - interval '1 hour') end as given_at
        from jsonb_to_recordset(${JSON.stringify(jobs)}::jsonb) as r(booking_id int, car_number int,
          driver_id int, partner_id int, vehicle_id int, starts_at timestamptz, ends_at timestamptz,
          status assignment_status, offer_expires_at timestamptz, pay_pence int,
          partner_chauffeur_name text, partner_chauffeur_phone text, partner_chauffeur_licence text,
          partner_vehicle_make text, partner_vehicle_model text, partner_vehicle_colour text,
          partner_vehicle_plate text)
      ) as j
      returning *
    ), moves as (
      select i.*, 'offered'::text as step, null::text as before, i.created_at as at
        from inserted i where i.status = 'offered' or i.partner_id is not null
      union all
      select i.*, 'assigned', case when i.partner_id is not null then 'offered' end, i.responded_at
        from inserted i where i.status <> 'offered'
      union all
      select i.*, i.status::text, 'assigned', least(i.ends_at, ${now.toISOString()}::timestamptz)
        from inserted i where i.status not in ('offered', 'assigned')
    )
    insert into audit_events (occurred_at, actor_kind, actor_id, actor_label, entity_kind, entity_id,
      action, changes, context)
    select m.at, case when m.partner_id is not null and m.step = 'assigned' then 'partner' else 'system' end,
      null, case when m.partner_id is not null and m.step = 'assigned' then 'Partner' else 'System' end,
      'booking', m.booking_id::text, 'job_' || m.step,
      jsonb_build_object('job_status', jsonb_build_object('old', m.before, 'new', m.step)),
      jsonb_build_object('assignment_id', m.assignment_id, 'car_number', m.car_number,
        'driver_id', m.driver_id, 'partner_id', m.partner_id, 'vehicle_id', m.vehicle_id,
        'starts_at', m.starts_at, 'ends_at', m.ends_at)
    from moves m`);
}
