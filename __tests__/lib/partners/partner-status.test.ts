import { PARTNER_STATUSES } from "@/lib/partners/partner-options";
import { partnerStateMachine as machine, PARTNER_STATUS_INFO } from "@/lib/partners/partner-status";

describe("partner state machine", () => {
  it("names every partner status", () => {
    expect([...machine.statuses].sort()).toEqual([...PARTNER_STATUSES].sort());
    expect(PARTNER_STATUS_INFO.Pending.tone).toBe("yellow");
  });

  it("lets an administrator approve, deactivate and reactivate", () => {
    expect(machine.check({ from: "Pending", to: "Active", actor: "admin" })).toEqual({
      allowed: true,
    });
    expect(machine.check({ from: "Active", to: "Inactive", actor: "admin" })).toEqual({
      allowed: true,
    });
    expect(machine.check({ from: "Inactive", to: "Active", actor: "admin" })).toEqual({
      allowed: true,
    });
  });

  it("never returns a partner to Pending and never stops an unreviewed application", () => {
    expect(machine.check({ from: "Active", to: "Pending", actor: "admin" })).toEqual({
      allowed: false,
      reason: "An Active partner cannot be changed to Pending",
    });
    expect(machine.check({ from: "Inactive", to: "Pending", actor: "admin" })).toEqual({
      allowed: false,
      reason: "An Inactive partner cannot be changed to Pending",
    });
    expect(machine.check({ from: "Pending", to: "Inactive", actor: "admin" })).toEqual({
      allowed: false,
      reason: "A Pending partner cannot be changed to Inactive",
    });
    expect(machine.sourcesOf("Pending", "admin")).toEqual([]);
  });

  it("leaves status changes to administrators", () => {
    for (const actor of ["partner", "customer", "driver", "system"] as const)
      expect(machine.settableBy(actor)).toEqual([]);
    expect(machine.check({ from: "Pending", to: "Active", actor: "partner" }).allowed).toBe(false);
  });

  it("offers each status's actions as the console shows them", () => {
    expect(machine.targetsFrom("Pending", "admin")).toEqual(["Active"]);
    expect(machine.targetsFrom("Active", "admin")).toEqual(["Inactive"]);
    expect(machine.targetsFrom("Inactive", "admin")).toEqual(["Active"]);
  });
});
