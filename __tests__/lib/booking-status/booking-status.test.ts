import {
  BOOKING_STATUS_INFO,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookingStateMachine as machine,
  bookingStatusLabel,
  isTerminalBookingStatus,
  type BookingStatus,
} from "@/lib/booking-status";
import { defineStateMachine } from "@/lib/state-machine";
import { ADMIN_SETTABLE_STATUSES } from "@/lib/validations/payment";

const now = new Date("2027-01-05T10:00:00Z");
const later = new Date("2027-01-05T12:00:00Z");
const earlier = new Date("2027-01-05T09:00:00Z");

function verdict(from: BookingStatus, to: BookingStatus, actor: "customer" | "admin" | "system") {
  return machine.check({
    from,
    to,
    actor,
    context: { paymentStatus: "unpaid", pickupAt: later, now },
  });
}

describe("booking state machine", () => {
  it("names every status with a label and a badge colour from the spec", () => {
    expect(machine.statuses).toEqual([...BOOKING_STATUSES]);
    expect(BOOKING_STATUS_INFO).toEqual({
      pending: { label: "Pending", tone: "yellow", terminal: false },
      paid: { label: "Paid", tone: "green", terminal: false },
      confirmed: { label: "Confirmed", tone: "blue", terminal: false },
      completed: { label: "Completed", tone: "green", terminal: true },
      cancelled: { label: "Cancelled", tone: "red", terminal: true },
    });
    expect(bookingStatusLabel("cancelled")).toBe("Cancelled");
    expect(isTerminalBookingStatus("completed")).toBe(true);
    expect(machine.isStatus("paid")).toBe(true);
    expect(machine.isStatus("canceled")).toBe(false);
  });

  it("lets only the system set 'paid', and only from pending", () => {
    expect(machine.sourcesOf("paid", "system")).toEqual(["pending"]);
    expect(machine.settableBy("admin")).not.toContain("paid");
    expect(machine.settableBy("customer")).toEqual(["cancelled"]);
    expect(verdict("pending", "paid", "admin")).toEqual({
      allowed: false,
      reason: "A pending booking cannot be changed to paid",
    });
    expect(verdict("pending", "paid", "system")).toEqual({ allowed: true });
    expect(verdict("confirmed", "paid", "system").allowed).toBe(false);
  });

  it("lets the system complete a paid or confirmed booking (every car's ride done), never a pending one", () => {
    expect([...machine.sourcesOf("completed", "system")].sort()).toEqual(["confirmed", "paid"]);
    expect(verdict("pending", "completed", "system").allowed).toBe(false);
    expect(verdict("paid", "completed", "customer").allowed).toBe(false);
  });

  it("agrees with the statuses the administrator's form offers", () => {
    expect([...machine.settableBy("admin")].sort()).toEqual([...ADMIN_SETTABLE_STATUSES].sort());
  });

  it("keeps finished bookings finished, for every actor", () => {
    for (const from of ["completed", "cancelled"] as const) {
      for (const actor of ["customer", "admin", "system", "driver", "partner"] as const)
        expect(machine.targetsFrom(from, actor)).toEqual([]);
    }
    expect(verdict("cancelled", "confirmed", "admin")).toEqual({
      allowed: false,
      reason: "A cancelled booking cannot be changed to confirmed",
    });
    expect(verdict("cancelled", "cancelled", "customer")).toEqual({
      allowed: false,
      reason: "This booking is already cancelled",
    });
  });

  it("answers the administrator's table", () => {
    expect(machine.targetsFrom("pending", "admin")).toEqual(["confirmed", "cancelled"]);
    expect(machine.targetsFrom("paid", "admin")).toEqual(["confirmed", "completed", "cancelled"]);
    expect(machine.targetsFrom("confirmed", "admin")).toEqual([
      "pending",
      "completed",
      "cancelled",
    ]);
    expect(verdict("pending", "completed", "admin").allowed).toBe(false);
    expect(verdict("paid", "pending", "admin")).toEqual({
      allowed: false,
      reason: "A paid booking cannot be changed to pending",
    });
  });

  it("never takes a booking that has taken money back to pending", () => {
    for (const paymentStatus of ["paid", "refunded"])
      expect(
        machine.check({
          from: "confirmed",
          to: "pending",
          actor: "admin",
          context: { paymentStatus },
        }),
      ).toEqual({
        allowed: false,
        reason: "A confirmed booking cannot be changed to pending once it has been paid",
      });
    expect(
      machine.check({
        from: "confirmed",
        to: "pending",
        actor: "admin",
        context: { paymentStatus: "unpaid" },
      }),
    ).toEqual({ allowed: true });
  });

  it("lets a customer cancel only rides still to come; the operator any unfinished one", () => {
    for (const from of ["pending", "paid", "confirmed"] as const) {
      expect(verdict(from, "cancelled", "customer")).toEqual({ allowed: true });
      const past = { paymentStatus: "unpaid", pickupAt: earlier, now };
      expect(machine.check({ from, to: "cancelled", actor: "customer", context: past })).toEqual({
        allowed: false,
        reason: "Only upcoming bookings can be cancelled",
      });
      expect(machine.check({ from, to: "cancelled", actor: "admin", context: past })).toEqual({
        allowed: true,
      });
    }
    expect(verdict("pending", "confirmed", "customer").allowed).toBe(false);
  });

  it("gives drivers and partners nothing until their rows are added", () => {
    expect(machine.settableBy("driver")).toEqual([]);
    expect(machine.settableBy("partner")).toEqual([]);
  });
});

describe("the table is data", () => {
  type DispatchStatus =
    BookingStatus | "assigned" | "on_the_way" | "arrived" | "passenger_on_board" | "no_show";

  // The dispatch states of the driver area, added as rows: no code of the machine changes.
  const dispatch = defineStateMachine<DispatchStatus>({
    noun: "booking",
    statuses: {
      ...BOOKING_STATUS_INFO,
      assigned: { label: "Driver assigned", tone: "blue", terminal: false },
      on_the_way: { label: "On the way", tone: "blue", terminal: false },
      arrived: { label: "Arrived", tone: "blue", terminal: false },
      passenger_on_board: { label: "Passenger on board", tone: "blue", terminal: false },
      no_show: { label: "No-show", tone: "red", terminal: true },
    },
    transitions: [
      ...BOOKING_TRANSITIONS,
      { from: "confirmed", to: "assigned", by: ["admin", "partner"] },
      { from: "assigned", to: "on_the_way", by: ["driver"] },
      { from: "on_the_way", to: "arrived", by: ["driver"] },
      { from: "arrived", to: "passenger_on_board", by: ["driver"] },
      { from: "arrived", to: "no_show", by: ["driver", "admin"] },
      { from: "passenger_on_board", to: "completed", by: ["driver"] },
    ],
  });

  it("runs a ride through the new states with the same functions", () => {
    const path: DispatchStatus[] = ["assigned", "on_the_way", "arrived", "passenger_on_board"];
    expect(dispatch.check({ from: "confirmed", to: "assigned", actor: "partner" }).allowed).toBe(
      true,
    );
    for (let i = 1; i < path.length; i += 1)
      expect(dispatch.check({ from: path[i - 1]!, to: path[i]!, actor: "driver" })).toEqual({
        allowed: true,
      });
    expect(dispatch.check({ from: "assigned", to: "on_the_way", actor: "customer" })).toEqual({
      allowed: false,
      reason: "An assigned booking cannot be changed to on_the_way",
    });
    expect(dispatch.sourcesOf("no_show", "admin")).toEqual(["arrived"]);
    expect(dispatch.targetsFrom("no_show", "admin")).toEqual([]);
    expect(dispatch.info("no_show").label).toBe("No-show");
  });

  it("refuses a table that leaves a terminal status", () => {
    expect(() =>
      defineStateMachine<"open" | "closed">({
        noun: "ticket",
        statuses: {
          open: { label: "Open", tone: "green", terminal: false },
          closed: { label: "Closed", tone: "grey", terminal: true },
        },
        transitions: [{ from: "closed", to: "open", by: ["admin"] }],
      }),
    ).toThrow("Terminal status closed cannot have a transition to open");
  });
});
