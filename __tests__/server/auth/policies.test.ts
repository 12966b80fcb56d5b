import {
  bookingScope,
  canChangeBooking,
  canReadDriver,
  canReadStoredFile,
  canReadUser,
} from "@/server/auth/policies";

const customer = { user_id: 1, role: "customer" as const };
const other = { user_id: 2, role: "customer" as const };
const admin = { user_id: 9, role: "admin" as const };
const partner = { user_id: 5, role: "partner" as const };
const driver = { user_id: 6, role: "driver" as const };

describe("policies", () => {
  it("only the person a booking is booked under and administrators change it", () => {
    const booking = { user_id: 1 };
    expect(canChangeBooking(customer, booking)).toBe(true);
    expect(canChangeBooking(admin, booking)).toBe(true);
    expect(canChangeBooking(other, booking)).toBe(false);
    // The partner whose guest page it came through reads it, but does not change it.
    expect(canChangeBooking(partner, booking)).toBe(false);
    expect(canChangeBooking(driver, booking)).toBe(false);
    // Any signed-in person may book; their own booking is theirs to cancel.
    expect(canChangeBooking(partner, { user_id: 5 })).toBe(true);
  });

  it("list scopes: administrators all, partners their guest-page bookings, customers their own", () => {
    expect(bookingScope(admin)).toEqual({ kind: "all" });
    expect(bookingScope(customer)).toEqual({ kind: "customer", userId: 1 });
    expect(bookingScope({ ...partner, partner_id: 42 })).toEqual({
      kind: "partner",
      partnerId: 42,
    });
    // A partner account without its record loaded sees nothing, never its own customer bookings.
    expect(bookingScope(partner)).toEqual({ kind: "partner", partnerId: null });
  });

  it("accounts: themself or an administrator", () => {
    expect(canReadUser(customer, 1)).toBe(true);
    expect(canReadUser(customer, 2)).toBe(false);
    expect(canReadUser(admin, 2)).toBe(true);
  });

  it("files: public to anyone, private to the owner and administrators", () => {
    expect(canReadStoredFile(null, { visibility: "public", ownerUserId: null })).toBe(true);
    expect(canReadStoredFile(null, { visibility: "private", ownerUserId: 1 })).toBe(false);
    expect(canReadStoredFile(customer, { visibility: "private", ownerUserId: 1 })).toBe(true);
    expect(canReadStoredFile(other, { visibility: "private", ownerUserId: 1 })).toBe(false);
    expect(canReadStoredFile(other, { visibility: "private", ownerUserId: null })).toBe(false);
    expect(canReadStoredFile(admin, { visibility: "private", ownerUserId: null })).toBe(true);
  });
});

describe("driver records", () => {
  it("administrators and the approved driver themself read one", () => {
    expect(canReadDriver({ user_id: 1, role: "admin" }, { user_id: null })).toBe(true);
    expect(canReadDriver({ user_id: 6, role: "driver" }, { user_id: 6 })).toBe(true);
    expect(canReadDriver({ user_id: 7, role: "driver" }, { user_id: 6 })).toBe(false);
    expect(canReadDriver({ user_id: 6, role: "customer" }, { user_id: 6 })).toBe(false);
    expect(canReadDriver({ user_id: 6, role: "driver" }, { user_id: null })).toBe(false);
  });
});
