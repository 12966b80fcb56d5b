import { GET as bookingDetails } from "@/app/api/admin/bookings/[id]/route";
import { POST as phoneBooking } from "@/app/api/admin/bookings/route";
import { GET as exportRecord } from "@/app/api/admin/reports/operator-record/route";
import type { OperatorRecordEntry } from "@/lib/reports/operator-record";
import { getDb } from "@/server/db/client";
import { assignments, auditEvents, type BookingRow, type UserRow } from "@/server/db/schema";
import { operatorRecordBatches } from "@/server/reports/operator-record";
import { pickupInstant } from "@/lib/time-rules";
import { pointToPointPayload } from "@test/booking";
import { createApprovedDriver } from "@test/drivers";
import { createBookingRow, createUser } from "@test/factories";
import { createPartner } from "@test/partners";
import { quietPaymentsTestSetup } from "@test/payments";
import { callRoute } from "@test/route-client";
import { createVehicleRow } from "@test/vehicles";

quietPaymentsTestSetup();

const roles = {} as Record<"admin" | "customer" | "driver" | "partner", UserRow>;
const exportAs = (query: string, as: UserRow | null = roles.admin) =>
  callRoute(exportRecord, {
    url: `/api/admin/reports/operator-record${query}`,
    as: as ?? undefined,
  });

/** RFC 4180 rows (quoted cells, doubled quotes) keyed by the header line. */
function csvRecords(text: string): Record<string, string>[] {
  const lines: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === ",") endCell();
    else if (char === "\n") {
      endCell();
      lines.push(row);
      row = [];
    } else cell += char;
  }
  const [header, ...rest] = lines;
  return rest.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ""])));
}

const HYPERLINK = '=HYPERLINK("http://evil.example","Click")';
let ours: BookingRow;
let farmed: BookingRow;
let twoCars: BookingRow;

async function booking(day: string, time: string, overrides: Partial<BookingRow> = {}) {
  const row = await createBookingRow({
    user_id: roles.customer.user_id,
    status: "completed",
    payment_status: "paid",
    booking_date: day,
    booking_time: time,
    pickup_at: pickupInstant(day, time, "Europe/London"),
    price_pence: 12345,
    ...overrides,
  });
  const db = await getDb();
  await db.insert(auditEvents).values({
    actor_kind: "customer",
    actor_id: roles.customer.user_id,
    actor_label: "Cara Customer <c@example.com>",
    entity_kind: "booking",
    entity_id: String(row.booking_id),
    action: "created",
    context: { channel: "online" },
  });
  return row;
}

async function job(row: BookingRow, values: Partial<typeof assignments.$inferInsert>) {
  const db = await getDb();
  await db.insert(assignments).values({
    booking_id: row.booking_id,
    car_number: 1,
    starts_at: row.pickup_at,
    ends_at: new Date(row.pickup_at.getTime() + 90 * 60_000),
    status: "completed",
    ...values,
  });
}

beforeAll(async () => {
  for (const role of ["admin", "customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
  const { driver } = await createApprovedDriver({
    first_name: "Tom",
    last_name: "Hughes",
    private_hire_license_number: "PHDL-000777",
  });
  const { driver: second } = await createApprovedDriver({
    first_name: "Raj",
    last_name: "Shah",
    private_hire_license_number: "PHDL-000888",
  });
  const vehicle = await createVehicleRow({ registration_plate: "OR31ABC" });
  const { partner } = await createPartner({ company_name: "Bennett Executive Travel" });

  ours = await booking("2031-03-10", "09:30:00", { price_pence: 9876 });
  await job(ours, { driver_id: driver.driver_id, vehicle_id: vehicle.vehicle_id });

  farmed = await booking("2031-03-11", "14:15:00", {
    is_self_booking: false,
    guest_first_name: HYPERLINK,
    guest_last_name: "Guest",
    guest_phone_number: "+447700900999",
  });
  await job(farmed, {
    partner_id: partner.partner_id,
    pay_pence: 8000,
    partner_chauffeur_name: "Marcus Okafor",
    partner_chauffeur_licence: "PHDL-PARTNER-1",
    partner_vehicle_make: "BMW",
    partner_vehicle_model: "7 Series",
    partner_vehicle_plate: "pa31xyz",
  });

  twoCars = await booking("2031-03-12", "08:00:00", { number_of_cars: 2, status: "confirmed" });
  await job(twoCars, { car_number: 1, driver_id: second.driver_id, status: "assigned" });
  // A declined offer for car 2 is not who did the job: the car reads as not yet covered.
  await job(twoCars, { car_number: 2, driver_id: driver.driver_id, status: "declined" });

  await booking("2031-04-20", "10:00:00");
});

describe("GET /api/admin/reports/operator-record: access", () => {
  it("asks for a session (401) and refuses customers, drivers and partners (403)", async () => {
    expect((await exportAs("?from=2031-03-01&to=2031-03-31", null)).status).toBe(401);
    for (const role of ["customer", "driver", "partner"] as const)
      expect((await exportAs("?from=2031-03-01&to=2031-03-31", roles[role])).status).toBe(403);
  });
});

describe("GET /api/admin/reports/operator-record: the range", () => {
  it.each([
    ["", "from"],
    ["?from=2031-03-01", "to"],
    ["?from=2031-3-1&to=2031-03-31", "from"],
    ["?from=2031-02-30&to=2031-03-31", "from"],
    ["?from=2031-03-31&to=2031-03-01", "to"],
    ["?from=2031-01-01&to=2032-02-02", "to"],
    ["?from=2031-03-01&to=2031-03-31&status=paid", ""],
  ])("refuses %s with 400 naming %s", async (query, field) => {
    const res = await exportAs(query);
    expect(res.status).toBe(400);
    const body = res.body as { success: boolean; errors?: Record<string, string> };
    expect(body.success).toBe(false);
    if (field) expect(body.errors?.[field]).toEqual(expect.any(String));
  });

  it("accepts exactly 13 months", async () => {
    const res = await exportAs("?from=2031-01-01&to=2032-02-01");
    expect(res.status).toBe(200);
  });
});

describe("GET /api/admin/reports/operator-record: the CSV", () => {
  it("streams every car of the range's bookings with who did the job", async () => {
    const res = await exportAs("?from=2031-03-01&to=2031-03-31");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="operator-record-2031-03-01-to-2031-03-31.csv"',
    );
    const rows = csvRecords(res.text);
    expect(rows.map((row) => [row["Booking reference"], row.Car])).toEqual([
      [ours.booking_reference, "1 of 1"],
      [farmed.booking_reference, "1 of 1"],
      [twoCars.booking_reference, "1 of 2"],
      [twoCars.booking_reference, "2 of 2"],
    ]);
    expect(rows[0]).toMatchObject({
      "Received via": "online",
      "Received by": "Customer: Cara Customer <c@example.com>",
      Pickup: ours.pickup_location,
      Destination: ours.dropoff_location,
      "Pickup date": "2031-03-10",
      "Pickup time": "09:30",
      "Time zone": "Europe/London",
      "Fare (GBP)": "98.76",
      "Job status": "completed",
      Chauffeur: "Tom Hughes",
      "PHV driver licence": "PHDL-000777",
      "Vehicle registration": "OR31 ABC",
      "Partner company": "",
    });
    expect(rows[0]!["Received at (UTC)"]).toBe(ours.created_at.toISOString());
    expect(rows[1]).toMatchObject({
      // A formula a spreadsheet would run is written as text.
      Passenger: `'${HYPERLINK} Guest`,
      // A leading + is escaped too (the shared rule), so the phone reads as text.
      "Passenger phone": "'+447700900999",
      "Fare (GBP)": "123.45",
      Chauffeur: "Marcus Okafor",
      "PHV driver licence": "PHDL-PARTNER-1",
      "Vehicle registration": "PA31 XYZ",
      Vehicle: "BMW 7 Series",
      "Partner company": "Bennett Executive Travel",
    });
    expect(rows[2]).toMatchObject({ Chauffeur: "Raj Shah", "Job status": "assigned" });
    expect(rows[3]).toMatchObject({ Chauffeur: "", "Job status": "", "PHV driver licence": "" });
  });

  it("reads the range page by page, never splitting a booking's cars", async () => {
    const batches: OperatorRecordEntry[][] = [];
    for await (const batch of operatorRecordBatches(
      { from: "2031-03-01", to: "2031-04-30" },
      undefined,
      1,
    ))
      batches.push(batch);
    expect(batches.map((batch) => batch.map((entry) => entry.car_number))).toEqual([
      [1],
      [1],
      [1, 2],
      [1],
    ]);
  });
});

describe("the booking details' operator record", () => {
  it("names the administrator who took a phone booking", async () => {
    const created = await callRoute<{ data: { booking_id: number } }>(phoneBooking, {
      url: "/api/admin/bookings",
      method: "POST",
      body: {
        customer: { user_id: roles.customer.user_id },
        booking: pointToPointPayload(),
        payment: { mode: "link" },
      },
      as: roles.admin,
    });
    expect(created.status).toBe(201);
    const id = String(created.body.data.booking_id);
    const res = await callRoute<
      { data: { operator_record: OperatorRecordEntry[] } },
      { id: string }
    >(bookingDetails, { url: `/api/admin/bookings/${id}`, params: { id }, as: roles.admin });
    expect(res.status).toBe(200);
    const [entry] = res.body.data.operator_record;
    expect(entry).toMatchObject({ received_via: "phone", car_number: 1, chauffeur_name: null });
    expect(entry!.received_by).toContain(roles.admin.email);
  });
});
