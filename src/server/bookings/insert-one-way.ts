import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { CREATED_FIELDS } from "@/server/audit/booking-events";
import type { AuditActor } from "@/server/audit/record-audit";
import type { Database, Executor } from "@/server/db/client";
import {
  auditEvents,
  bookings,
  emailOutbox,
  type BookingRow,
  type NewBookingRow,
} from "@/server/db/schema";
import { isTransaction } from "@/server/db/transaction";
import { queuedState, type EmailMessage } from "@/server/email/send-email";
import { BOOKING_GUEST_FIELDS } from "@/lib/booking-guest-fields";

/** Every column a one-way booking sets; the rest take their database defaults. */
export const ONE_WAY_COLUMNS = [
  "booking_reference",
  "user_id",
  "booking_type",
  "pickup_location",
  "pickup_lat",
  "pickup_lng",
  "pickup_place_name",
  "dropoff_location",
  "dropoff_lat",
  "dropoff_lng",
  "dropoff_place_name",
  "destination_country",
  "booking_date",
  "booking_time",
  "pickup_time_zone",
  "pickup_at",
  "number_of_passengers",
  "number_of_luggage",
  "number_of_hours",
  "ride_area",
  "service_type",
  "number_of_cars",
  "price_pence",
  "price_lines",
  "distance_travelled",
  "is_self_booking",
  ...BOOKING_GUEST_FIELDS,
  "cost_center",
  "partner_id",
  "status",
] as const satisfies readonly (keyof NewBookingRow)[];
// Required: every column is given explicitly, so no value silently falls back to a default.
export type OneWayRow = Required<Pick<NewBookingRow, (typeof ONE_WAY_COLUMNS)[number]>>;

/**
 * Stands for the booking's id in the operations e-mail until the statement knows it. Random per
 * process, so no address or name a customer types can contain it.
 */
export const BOOKING_ID_SLOT = `booking-id-${randomUUID()}`;

const param = (name: string) => sql.placeholder(name);
const ident = (name: string) => sql.identifier(name);

/** The 'created' audit record's changes, taken from the inserted row as createdEvent does. */
const createdChanges = sql.join(
  CREATED_FIELDS.map(
    (field) =>
      // The names are this module's constants, so they are written into the SQL as literals.
      sql`${sql.raw(`'${field}'`)}, jsonb_build_object('old', null, 'new', "booking".${ident(field)})`,
  ),
  sql`, `,
);

/**
 * One statement: the booking, its 'created' audit row and, when Settings has notifications on,
 * the operations e-mail's outbox row. A single statement is atomic without BEGIN/COMMIT, so the
 * three commit together in one round trip (PGlite serialises every transaction; each extra
 * round trip held its one connection while the server thread was busy with other requests).
 */
function oneWayStatement(db: Executor) {
  const values = Object.fromEntries(ONE_WAY_COLUMNS.map((column) => [column, param(column)]));
  const booking = db.$with("booking").as(
    db
      .insert(bookings)
      .values(values as unknown as NewBookingRow)
      .returning(),
  );
  const audit = db.$with("audit", {}).as(
    sql`insert into ${auditEvents} (${sql.join(
      [
        "actor_kind",
        "actor_id",
        "actor_label",
        "entity_kind",
        "entity_id",
        "action",
        "changes",
        "context",
      ].map(ident),
      sql`, `,
    )})
    select ${param("actor_kind")}::text, ${param("actor_id")}::integer, ${param("actor_label")}::text,
      'booking', "booking"."booking_id"::text, 'created', jsonb_build_object(${createdChanges}),
      ${param("audit_context")}::jsonb
    from ${booking}`,
  );
  const fill = (name: string): SQL =>
    sql`replace(${param(name)}::text, ${param("id_slot")}::text, "booking"."booking_id"::text)`;
  const outbox = db.$with("outbox", {}).as(
    sql`insert into ${emailOutbox} (${sql.join(
      ["to_address", "subject", "template", "html", "text", "status", "sent_at"].map(ident),
      sql`, `,
    )})
    select ${param("email_to")}::text, ${param("email_subject")}::text, ${param("email_template")}::text,
      ${fill("email_html")}, ${fill("email_text")},
      ${param("email_status")}::email_status, ${param("email_sent_at")}::timestamptz
    from ${booking} where ${param("notify")}::boolean
    returning ${ident("email_id")}`,
  );
  return db
    .with(booking, audit, outbox)
    .select({
      ...booking._.selectedFields,
      email_id: sql<number | null>`(select ${ident("email_id")} from ${outbox})`,
    })
    .from(booking);
}

function prepareOneWay(db: Database) {
  return oneWayStatement(db).prepare("bookings_insert_one_way");
}

// Building this statement costs more CPU than running it; outside a caller's transaction it is
// built once per database handle (the process's) and only the values change.
const prepared = new WeakMap<Database, ReturnType<typeof prepareOneWay>>();

/**
 * Inserts a one-way booking with its audit row (and the operations e-mail, whose text carries
 * BOOKING_ID_SLOT for the id) in one statement. Returns the row and the outbox row's id.
 */
export async function insertOneWay(
  input: {
    row: OneWayRow;
    actor: AuditActor;
    context: Record<string, unknown>;
    email: EmailMessage | null;
  },
  executor: Executor,
): Promise<{ booking: BookingRow; emailId: number | null }> {
  const { row, actor, email } = input;
  const state = queuedState();
  const values: Record<string, unknown> = {
    ...row,
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_label: actor.label,
    audit_context: JSON.stringify(input.context),
    notify: email !== null,
    id_slot: BOOKING_ID_SLOT,
    email_to: email?.to ?? "",
    email_subject: email?.subject ?? "",
    email_template: email?.template ?? "",
    email_html: email?.html ?? "",
    email_text: email?.text ?? "",
    email_status: state.status,
    email_sent_at: state.sent_at,
  };
  let statement;
  if (!isTransaction(executor)) {
    statement = prepared.get(executor);
    if (!statement) {
      statement = prepareOneWay(executor);
      prepared.set(executor, statement);
    }
  } else {
    // Inside a caller's transaction: prepared statements belong to the database handle.
    statement = oneWayStatement(executor).prepare("bookings_insert_one_way_tx");
  }
  const [inserted] = await statement.execute(values);
  if (!inserted) throw new Error("Booking insert returned no row");
  const { email_id: emailId, ...booking } = inserted;
  return { booking: booking as BookingRow, emailId };
}
