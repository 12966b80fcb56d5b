import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { pickupInstant } from "@/lib/time-rules";
import { todayInZone } from "@/lib/wall-clock";
import { type DemoClass, demoFleetClass } from "./demo-fleet";

export const DEMO_TIME_ZONE = "Europe/London";
const MINUTE_MS = 60_000;

/** How a slot of today's board is covered once the fleet exists. */
export type DemoTodayCover =
  | { kind: "chauffeurs"; chauffeurs: readonly number[] }
  | { kind: "queue" }
  | { kind: "offer"; chauffeur: number }
  | { kind: "partner" };

export interface DemoTodaySlot {
  slot: number;
  pickup_at: string;
  service_type: DemoClass;
  number_of_cars: number;
  cover: DemoTodayCover;
}

/**
 * Today's board at fixed London times: twelve bookings (thirteen cars: the 20:00 one needs two)
 * across eight chauffeurs' lanes, each chauffeur's jobs hours apart. Classes are the chauffeur's.
 */
const LANE_PLAN: readonly { time: string; chauffeurs: readonly number[]; cars?: number }[] = [
  { time: "07:00", chauffeurs: [1] },
  { time: "07:30", chauffeurs: [6] },
  { time: "08:00", chauffeurs: [10] },
  { time: "09:30", chauffeurs: [2] },
  { time: "10:30", chauffeurs: [7] },
  { time: "12:00", chauffeurs: [1] },
  { time: "13:00", chauffeurs: [3] },
  { time: "14:00", chauffeurs: [8] },
  { time: "15:30", chauffeurs: [11] },
  { time: "17:00", chauffeurs: [6] },
  { time: "18:30", chauffeurs: [2] },
  { time: "20:00", chauffeurs: [4, 3], cars: 2 },
];

/**
 * Bookings still to cover, by minutes from the seed's clock: the first within two hours (urgent),
 * one offered to a chauffeur, one farmed out to a partner (accepted), the rest in the queue.
 */
const QUEUE_PLAN: readonly { after: number; service: DemoClass; cover: DemoTodayCover }[] = [
  { after: 90, service: "business_class", cover: { kind: "queue" } },
  { after: 150, service: "first_class", cover: { kind: "queue" } },
  { after: 195, service: "first_class", cover: { kind: "partner" } },
  { after: 240, service: "business_van", cover: { kind: "offer", chauffeur: 12 } },
  { after: 330, service: "business_class", cover: { kind: "queue" } },
  { after: 420, service: "first_class", cover: { kind: "queue" } },
];

/** Today's slots for the seed's clock; a slot that would fall after today ends the day instead. */
export function demoTodaySlots(now: Date): DemoTodaySlot[] {
  const today = todayInZone(DEMO_TIME_ZONE, now);
  const slots: DemoTodaySlot[] = LANE_PLAN.map((lane, index) => ({
    slot: index + 1,
    pickup_at: pickupInstant(today, `${lane.time}:00`, DEMO_TIME_ZONE).toISOString(),
    service_type: demoFleetClass(lane.chauffeurs[0]!),
    number_of_cars: lane.cars ?? 1,
    cover: { kind: "chauffeurs", chauffeurs: lane.chauffeurs },
  }));
  const lastOfDay = pickupInstant(today, "23:45:00", DEMO_TIME_ZONE).getTime();
  QUEUE_PLAN.forEach((entry, index) => {
    const wanted = Math.ceil((now.getTime() + entry.after * MINUTE_MS) / (5 * MINUTE_MS));
    const at = Math.min(
      wanted * 5 * MINUTE_MS,
      lastOfDay - (QUEUE_PLAN.length - index) * 5 * MINUTE_MS,
    );
    slots.push({
      slot: LANE_PLAN.length + index + 1,
      pickup_at: new Date(at).toISOString(),
      service_type: entry.service,
      number_of_cars: 1,
      cover: entry.cover,
    });
  });
  return slots;
}

/**
 * Today's bookings, inserted with the batch (so its return legs, payments and audit rows follow
 * as for any other): UK point-to-point rides of at most 40 miles from the demo routes, paid, a
 * ride over by the seed's clock (two hours after pickup) completed. Serial ids follow the
 * insert's order, so the answer's ids, sorted, are the slots' in order.
 */
export function demoTodayBookingsSql(input: { slots: DemoTodaySlot[]; now: Date }): SQL {
  const rows = input.slots.map(({ slot, pickup_at, service_type, number_of_cars }) => ({
    slot,
    pickup_at,
    service_type,
    number_of_cars,
  }));
  return sql`
    with plan as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as p(slot int, pickup_at timestamptz, service_type service_type, number_of_cars int)
    ), routes as (
      select r.*, row_number() over (order by r.route_no) as k, count(*) over () as total
      from demo_routes r where r.country = 'uk' and r.hours is null and r.miles <= 40
    ), shaped as (
      select p.*, r.*, dc.user_id, dc.last_name as customer_last_name,
        ${input.now.toISOString()}::timestamptz - (2 + p.slot) * interval '1 day' as created_at,
        (case when p.pickup_at + interval '2 hours' <= ${input.now.toISOString()}::timestamptz
          then 'completed' when p.slot % 2 = 0 then 'paid' else 'confirmed' end)::booking_status as status
      from plan p
      join routes r on r.k = 1 + (p.slot * 7) % r.total
      join demo_customers dc on dc.n = 1 + (p.slot * 11) % (select count(*) from demo_customers)
    )
    insert into bookings (user_id, booking_type, pickup_location, pickup_lat, pickup_lng,
      dropoff_location, dropoff_lat, dropoff_lng, destination_country, booking_date, booking_time,
      pickup_time_zone, pickup_at, number_of_passengers, number_of_luggage, service_type,
      number_of_cars, price_pence, distance_travelled, is_self_booking, guest_title,
      guest_first_name, guest_last_name, guest_email, guest_phone_number, flight_number,
      pickup_sign, status, payment_status, paid_at, created_at, updated_at)
    select user_id, 'point_to_point', pickup, pickup_lat, pickup_lng, dropoff, dropoff_lat,
      dropoff_lng, 'uk', (pickup_at at time zone ${DEMO_TIME_ZONE})::date,
      (pickup_at at time zone ${DEMO_TIME_ZONE})::time, ${DEMO_TIME_ZONE}, pickup_at,
      1 + slot % 3, slot % 4, service_type, number_of_cars,
      number_of_cars * case service_type when 'business_class' then business_class
        when 'first_class' then first_class else business_van end,
      miles, slot % 4 <> 0,
      (case when slot % 4 = 0 then 'ms' end)::guest_title,
      case when slot % 4 = 0 then (array['Alex','Sam','Jordan','Morgan','Taylor','Casey'])[1 + slot % 6] end,
      case when slot % 4 = 0 then (array['Reed','Fox','Hart','Stone','Lane','Moss'])[1 + slot % 6] end,
      case when slot % 4 = 0 then 'guest.today' || slot || '@example.org' end,
      case when slot % 4 = 0 then '+447700900' || (700 + slot) end,
      case when is_airport then (array['BA','VS','AA'])[1 + slot % 3] || (200 + slot) end,
      case when is_airport then upper(customer_last_name) end,
      status, 'paid', created_at + interval '1 hour', created_at, created_at
    from shaped
    order by slot
    returning booking_id`;
}
