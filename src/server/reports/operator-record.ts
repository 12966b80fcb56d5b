import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { penceToDecimal } from "@/lib/money";
import { type OperatorRecordEntry, operatorRecordFilename } from "@/lib/reports/operator-record";
import { displayPlate } from "@/lib/vehicles/plate";
import type { CsvColumn } from "@/server/bookings/bookings-csv";
import { getDb, type Executor } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { csvStreamResponse } from "@/server/http/csv";

// Bookings per query: a year of bookings is read page after page by its keyset, never at once.
const PAGE_BOOKINGS = 200;

interface RecordRow {
  booking_id: number;
  booking_reference: string;
  created_at: Date | string;
  booking_type: string;
  pickup_location: string;
  dropoff_location: string | null;
  number_of_hours: number | null;
  booking_date: string;
  booking_time: string;
  pickup_time_zone: string;
  cursor_at: string;
  price_pence: number;
  number_of_cars: number;
  status: string;
  passenger: string;
  passenger_phone: string | null;
  actor_kind: string | null;
  actor_label: string | null;
  channel: string | null;
  car_number: number;
  job_status: string | null;
  driver_name: string | null;
  driver_licence: string | null;
  registration_plate: string | null;
  vehicle_name: string | null;
  company_name: string | null;
  partner_chauffeur_name: string | null;
  partner_chauffeur_licence: string | null;
  partner_vehicle_plate: string | null;
  partner_vehicle_name: string | null;
}

interface Cursor {
  at: string;
  bookingId: number;
}

type Scope = { from: string; to: string } | { bookingId: number };

/**
 * One page of the record: up to `limit` bookings after the cursor (by pickup instant, then id),
 * each expanded to one row per car with the job that holds or completed it. Who received the
 * booking is the 'created' row of its audit trail (the administrator who took a phone booking,
 * or the customer online), so nothing is copied onto the booking.
 */
function pageQuery(scope: Scope, cursor: Cursor | null, limit: number): SQL {
  const where =
    "bookingId" in scope
      ? sql`b.booking_id = ${scope.bookingId}`
      : // The exact pickup days, plus an instant bound a day wider than any zone's offset so the
        // (pickup_at, booking_id) keyset index serves the range.
        sql`b.booking_date between ${scope.from}::date and ${scope.to}::date
          and b.pickup_at >= ${scope.from}::date - interval '1 day'
          and b.pickup_at < ${scope.to}::date + interval '2 days'`;
  const after = cursor
    ? sql`and (b.pickup_at, b.booking_id) > (${cursor.at}::timestamptz, ${cursor.bookingId})`
    : sql``;
  const taken = sql.join(
    CAR_TAKEN_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  return sql`
    with page as (
      select b.* from bookings b
      where ${where} ${after}
      order by b.pickup_at, b.booking_id
      limit ${limit}
    )
    select b.booking_id, b.booking_reference, b.created_at, b.booking_type, b.pickup_location,
      b.dropoff_location, b.number_of_hours, b.booking_date::text as booking_date,
      to_char(b.booking_time, 'HH24:MI') as booking_time, b.pickup_time_zone,
      b.pickup_at::text as cursor_at, b.price_pence, b.number_of_cars, b.status::text as status,
      case when b.is_self_booking then concat_ws(' ', u.first_name, u.last_name)
        else concat_ws(' ', b.guest_first_name, b.guest_last_name) end as passenger,
      case when b.is_self_booking then u.phone_number else b.guest_phone_number end as passenger_phone,
      received.actor_kind, received.actor_label, received.channel,
      car.n as car_number, a.status::text as job_status,
      nullif(concat_ws(' ', d.first_name, d.last_name), '') as driver_name,
      d.private_hire_license_number as driver_licence, v.registration_plate,
      nullif(concat_ws(' ', v.make, v.model), '') as vehicle_name, p.company_name,
      a.partner_chauffeur_name, a.partner_chauffeur_licence, a.partner_vehicle_plate,
      nullif(concat_ws(' ', a.partner_vehicle_make, a.partner_vehicle_model), '') as partner_vehicle_name
    from page b
    join users u on u.user_id = b.user_id
    cross join lateral generate_series(1, greatest(b.number_of_cars, 1)) as car(n)
    left join lateral (
      select e.actor_kind, e.actor_label, e.context ->> 'channel' as channel
      from audit_events e
      where e.entity_kind = 'booking' and e.entity_id = b.booking_id::text and e.action = 'created'
      order by e.occurred_at, e.id limit 1
    ) received on true
    left join lateral (
      select * from assignments a
      where a.booking_id = b.booking_id and a.car_number = car.n and a.status in (${taken})
      order by a.assignment_id desc limit 1
    ) a on true
    left join drivers d on d.driver_id = a.driver_id
    left join vehicles v on v.vehicle_id = a.vehicle_id
    left join partners p on p.partner_id = a.partner_id
    order by b.pickup_at, b.booking_id, car.n`;
}

function receivedBy(row: RecordRow): { via: string; by: string } {
  const via = row.channel ?? (row.actor_kind === "admin" ? "phone" : "online");
  if (row.actor_kind === "admin") return { via, by: row.actor_label ?? "Administrator" };
  if (row.actor_kind === "customer")
    return { via, by: row.actor_label ? `Customer: ${row.actor_label}` : "Customer" };
  return { via, by: row.actor_label ?? row.actor_kind ?? "Not recorded" };
}

function toEntry(row: RecordRow): OperatorRecordEntry {
  const received = receivedBy(row);
  const farmedOut = row.company_name !== null;
  const plate = farmedOut ? row.partner_vehicle_plate : row.registration_plate;
  return {
    booking_id: Number(row.booking_id),
    booking_reference: row.booking_reference,
    received_at: new Date(row.created_at).toISOString(),
    received_via: received.via,
    received_by: received.by,
    passenger: row.passenger,
    passenger_phone: row.passenger_phone,
    pickup: row.pickup_location,
    destination:
      row.dropoff_location ??
      (row.number_of_hours !== null ? `As directed (${row.number_of_hours} hours)` : ""),
    pickup_date: row.booking_date,
    pickup_time: row.booking_time,
    pickup_time_zone: row.pickup_time_zone,
    fare_pence: Number(row.price_pence),
    booking_status: row.status,
    car_number: Number(row.car_number),
    number_of_cars: Number(row.number_of_cars),
    job_status: row.job_status,
    chauffeur_name: farmedOut ? row.partner_chauffeur_name : row.driver_name,
    chauffeur_licence: farmedOut ? row.partner_chauffeur_licence : row.driver_licence,
    vehicle_registration: plate ? displayPlate(plate) : null,
    vehicle: farmedOut ? row.partner_vehicle_name : row.vehicle_name,
    partner_company: row.company_name,
  };
}

/**
 * The record of every booking picked up from `from` to `to` (its own wall-clock days), batch
 * after batch of whole bookings, so a year streams in flat memory.
 */
export async function* operatorRecordBatches(
  range: { from: string; to: string },
  executor?: Executor,
  pageBookings = PAGE_BOOKINGS,
): AsyncGenerator<OperatorRecordEntry[]> {
  const db = executor ?? (await getDb());
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: RecordRow[] = rowsOf<RecordRow>(
      await db.execute(pageQuery(range, cursor, pageBookings)),
    );
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    const last: RecordRow = rows[rows.length - 1]!;
    cursor = { at: last.cursor_at, bookingId: Number(last.booking_id) };
    const bookingsRead = new Set(rows.map((row) => row.booking_id)).size;
    if (bookingsRead < pageBookings) return;
  }
}

/** One booking's record (a row per car), for its details in the console. */
export async function operatorRecordForBooking(
  bookingId: number,
  executor?: Executor,
): Promise<OperatorRecordEntry[]> {
  const db = executor ?? (await getDb());
  return rowsOf<RecordRow>(await db.execute(pageQuery({ bookingId }, null, 1))).map(toEntry);
}

const COLUMNS: readonly CsvColumn<OperatorRecordEntry>[] = [
  ["Booking reference", (row) => row.booking_reference],
  ["Received at (UTC)", (row) => row.received_at],
  ["Received via", (row) => row.received_via],
  ["Received by", (row) => row.received_by],
  ["Passenger", (row) => row.passenger],
  ["Passenger phone", (row) => row.passenger_phone],
  ["Pickup", (row) => row.pickup],
  ["Destination", (row) => row.destination],
  ["Pickup date", (row) => row.pickup_date],
  ["Pickup time", (row) => row.pickup_time],
  ["Time zone", (row) => row.pickup_time_zone],
  ["Fare (GBP)", (row) => penceToDecimal(row.fare_pence)],
  ["Booking status", (row) => row.booking_status],
  ["Car", (row) => `${row.car_number} of ${row.number_of_cars}`],
  ["Job status", (row) => row.job_status],
  ["Chauffeur", (row) => row.chauffeur_name],
  ["PHV driver licence", (row) => row.chauffeur_licence],
  ["Vehicle registration", (row) => row.vehicle_registration],
  ["Vehicle", (row) => row.vehicle],
  ["Partner company", (row) => row.partner_company],
];

/** The record for a range of pickup days as a streamed CSV download (formulas escaped). */
export function operatorRecordCsvResponse(range: { from: string; to: string }): Response {
  const batches = operatorRecordBatches(range);
  return csvStreamResponse({
    filename: operatorRecordFilename(range.from, range.to),
    header: COLUMNS.map(([header]) => header),
    nextRows: async () => {
      const next = await batches.next();
      if (next.done) return [];
      return next.value.map((entry) => COLUMNS.map(([, cell]) => cell(entry)));
    },
  });
}
