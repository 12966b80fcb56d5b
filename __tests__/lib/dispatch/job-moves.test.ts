import { checkJobMove, jobStateMachine } from "@/lib/dispatch/job-moves";
import { JOB_STATES, isHolding, type JobState } from "@/lib/dispatch/job-states";

const NEXT_STEPS: readonly [JobState, JobState][] = [
  ["offered", "assigned"],
  ["offered", "declined"],
  ["assigned", "on_the_way"],
  ["on_the_way", "arrived"],
  ["arrived", "on_board"],
  ["on_board", "completed"],
];

describe("who may move a job", () => {
  it.each(NEXT_STEPS)("lets the assigned chauffeur move their own job %s -> %s", (from, to) => {
    expect(checkJobMove({ from, to, actor: "driver", isOwnJob: true })).toEqual({ allowed: true });
    expect(checkJobMove({ from, to, actor: "partner", isOwnJob: true })).toEqual({
      allowed: true,
    });
  });

  it.each(NEXT_STEPS)("refuses another chauffeur's job %s -> %s", (from, to) => {
    expect(checkJobMove({ from, to, actor: "driver", isOwnJob: false })).toEqual({
      allowed: false,
      reason: "Only the chauffeur given this job can change it",
    });
  });

  it("lets a chauffeur take only the next step, never skip one", () => {
    const skip = checkJobMove({
      from: "assigned",
      to: "on_board",
      actor: "driver",
      isOwnJob: true,
    });
    expect(skip).toEqual({
      allowed: false,
      reason: "An assigned job cannot be changed to on_board",
    });
  });

  it("lets the administrator make every move in the table, a chauffeur not unassign", () => {
    for (const rule of jobStateMachine.definition.transitions) {
      if (rule.guard) continue;
      expect(
        checkJobMove({ from: rule.from, to: rule.to, actor: "admin", isOwnJob: false }),
      ).toEqual({ allowed: true });
    }
    expect(
      checkJobMove({ from: "assigned", to: "unassigned", actor: "driver", isOwnJob: true }).allowed,
    ).toBe(false);
  });

  it("refuses a customer anything", () => {
    expect(
      checkJobMove({ from: "assigned", to: "on_the_way", actor: "customer", isOwnJob: true })
        .allowed,
    ).toBe(false);
  });

  it("allows a no-show only after the free waiting time", () => {
    const freeWaitingEndsAt = new Date("2026-06-01T10:00:00Z");
    const early = checkJobMove({
      from: "arrived",
      to: "no_show",
      actor: "driver",
      isOwnJob: true,
      context: { freeWaitingEndsAt, now: new Date("2026-06-01T09:59:00Z") },
    });
    expect(early).toEqual({
      allowed: false,
      reason: "A no-show can be recorded only after the free waiting time",
    });
    const late = checkJobMove({
      from: "arrived",
      to: "no_show",
      actor: "driver",
      isOwnJob: true,
      context: { freeWaitingEndsAt, now: new Date("2026-06-01T10:00:00Z") },
    });
    expect(late).toEqual({ allowed: true });
  });

  it("lets nothing leave a finished job", () => {
    for (const state of ["completed", "no_show", "declined", "unassigned", "cancelled"] as const) {
      expect(jobStateMachine.targetsFrom(state, "admin")).toEqual([]);
    }
  });

  it("holds the chauffeur's time only from acceptance until the passenger is on board", () => {
    expect(JOB_STATES.filter(isHolding)).toEqual(["assigned", "on_the_way", "arrived", "on_board"]);
  });
});
