import { sql } from "drizzle-orm";
import { bookingSearchCondition } from "@/server/bookings/booking-search";
import { getDb } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { createBookingRow, createUser } from "@test/factories";

async function search(text: string): Promise<number[]> {
  const db = await getDb();
  const result = await db.execute(
    sql`select booking_id from bookings where ${bookingSearchCondition(text)} order by booking_id`,
  );
  return rowsOf<{ booking_id: number }>(result).map((row) => Number(row.booking_id));
}

describe("the administrator's booking search", () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const ada = await createUser({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada.l@example.com",
      phone_number: "+447700900456",
    });
    const alan = await createUser({
      first_name: "Alan",
      last_name: "Turing",
      email: "alan@example.com",
    });
    const a = await createBookingRow({ user_id: ada.user_id, reference_code: "PO-77_A" });
    const b = await createBookingRow({
      user_id: alan.user_id,
      is_self_booking: false,
      guest_first_name: "Joan",
      guest_last_name: "Clarke",
      guest_email: "joan@bletchley.example",
      pickup_location: "Bletchley Park, Milton Keynes MK3 6EB, United Kingdom",
      dropoff_location: "King's Cross Station, London N1 9AL, United Kingdom",
    });
    ids = { a: a.booking_id, b: b.booking_id };
  });

  it("finds by customer name, e-mail and phone, case-insensitively", async () => {
    expect(await search("lovelace")).toEqual([ids.a]);
    expect(await search("ADA LOVE")).toEqual([ids.a]);
    expect(await search("alan@example")).toEqual([ids.b]);
    expect(await search("7700900456")).toEqual([ids.a]);
  });

  it("finds by guest name and e-mail, pickup, dropoff, reference and booking id", async () => {
    expect(await search("joan clarke")).toEqual([ids.b]);
    expect(await search("bletchley.example")).toEqual([ids.b]);
    expect(await search("milton keynes")).toEqual([ids.b]);
    expect(await search("king's cross")).toEqual([ids.b]);
    expect(await search("PO-77")).toEqual([ids.a]);
    expect(await search(`#${ids.b}`)).toEqual([ids.b]);
  });

  it("finds by booking reference, ignoring case, spaces and dashes", async () => {
    const db = await getDb();
    const [row] = rowsOf<{ booking_reference: string }>(
      await db.execute(sql`select booking_reference from bookings where booking_id = ${ids.b}`),
    );
    const reference = row!.booking_reference;
    expect(await search(reference)).toEqual([ids.b]);
    expect(await search(reference.toLowerCase())).toEqual([ids.b]);
    expect(await search(`${reference.slice(0, 5)} ${reference.slice(5)}`)).toEqual([ids.b]);
    expect(await search(`${reference.slice(0, 5)}-${reference.slice(5)}`)).toEqual([ids.b]);
  });

  it("finds by phone as a caller reads it", async () => {
    expect(await search("07700 900456")).toEqual([ids.a]);
    expect(await search("07700900456")).toEqual([ids.a]);
    expect(await search("+44 7700 900456")).toEqual([ids.a]);
  });

  it("treats % and _ as characters, not wildcards", async () => {
    expect(await search("77_A")).toEqual([ids.a]);
    expect(await search("7_7")).toEqual([]);
    expect(await search("%")).toEqual([]);
  });

  it("uses the trigram indexes (pg_trgm is loaded, also on PGlite)", async () => {
    const db = await getDb();
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select booking_id from bookings where ${bookingSearchCondition("lovelace")}`,
      );
      return rowsOf<{ "QUERY PLAN": string }>(result)
        .map((row) => row["QUERY PLAN"])
        .join("\n");
    });
    expect(plan).toContain("bookings_search_trgm_idx");
    expect(plan).not.toContain("users");
  });

  it("matches a reference on its unique index and a phone on the trigram index", async () => {
    const db = await getDb();
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select booking_id from bookings where ${bookingSearchCondition("hq5 bz6 9hce")} or ${bookingSearchCondition("07700 900456")}`,
      );
      return rowsOf<{ "QUERY PLAN": string }>(result)
        .map((row) => row["QUERY PLAN"])
        .join("\n");
    });
    expect(plan).toContain("bookings_booking_reference_unique");
    expect(plan).toContain("bookings_search_trgm_idx");
  });

  it("follows a customer's change of name, e-mail or phone, and a booking moved to another customer", async () => {
    const db = await getDb();
    const grace = await createUser({ first_name: "Grace", last_name: "Hopper" });
    const booking = await createBookingRow({ user_id: grace.user_id });
    expect(await search("hopper")).toEqual([booking.booking_id]);
    await db.execute(
      sql`update users set last_name = 'Brewster', email = 'grace.b@example.com' where user_id = ${grace.user_id}`,
    );
    expect(await search("hopper")).toEqual([]);
    expect(await search("grace brewster")).toEqual([booking.booking_id]);
    expect(await search("grace.b@example")).toEqual([booking.booking_id]);
    const mary = await createUser({ first_name: "Mary", last_name: "Somerville" });
    await db.execute(
      sql`update bookings set user_id = ${mary.user_id} where booking_id = ${booking.booking_id}`,
    );
    expect(await search("brewster")).toEqual([]);
    expect(await search("somerville")).toEqual([booking.booking_id]);
  });
});
