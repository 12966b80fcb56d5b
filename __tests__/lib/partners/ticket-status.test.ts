import { ticketStateMachine as machine, TICKET_STATUSES } from "@/lib/partners/ticket-status";

describe("ticket state machine", () => {
  it("names Open and Closed", () => {
    expect(machine.statuses).toEqual([...TICKET_STATUSES]);
  });

  it("lets operations close and reopen a ticket", () => {
    expect(machine.check({ from: "Open", to: "Closed", actor: "admin" })).toEqual({
      allowed: true,
    });
    expect(machine.check({ from: "Closed", to: "Open", actor: "admin" })).toEqual({
      allowed: true,
    });
  });

  it("refuses closing a closed ticket or reopening an open one", () => {
    expect(machine.check({ from: "Closed", to: "Closed", actor: "admin" })).toEqual({
      allowed: false,
      reason: "This ticket is already Closed",
    });
    expect(machine.check({ from: "Open", to: "Open", actor: "admin" })).toEqual({
      allowed: false,
      reason: "This ticket is already Open",
    });
  });

  it("does not let a partner change a ticket's status", () => {
    expect(machine.check({ from: "Open", to: "Closed", actor: "partner" })).toEqual({
      allowed: false,
      reason: "An Open ticket cannot be changed to Closed",
    });
    expect(machine.settableBy("partner")).toEqual([]);
  });
});
