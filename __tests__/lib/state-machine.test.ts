import { adminTransitions, defineStateMachine } from "@/lib/state-machine";

type Door = "open" | "closed" | "locked" | "gone";

const door = defineStateMachine<Door>({
  noun: "door",
  statuses: {
    open: { label: "Open", tone: "green", terminal: false },
    closed: { label: "Closed", tone: "yellow", terminal: false },
    locked: { label: "Locked", tone: "red", terminal: false },
    gone: { label: "Gone", tone: "grey", terminal: true },
  },
  transitions: [
    { from: "open", to: "closed", by: ["customer", "admin"] },
    { from: "closed", to: "open", by: ["customer"] },
    {
      from: "closed",
      to: "locked",
      by: ["admin"],
      guard: (context) => (context.today === "sunday" ? "Doors stay unlocked on Sundays" : null),
    },
    { from: "locked", to: "gone", by: ["system"] },
  ],
});

describe("defineStateMachine", () => {
  it("allows exactly the listed moves, for the listed actors", () => {
    expect(door.check({ from: "open", to: "closed", actor: "customer" })).toEqual({
      allowed: true,
    });
    expect(door.check({ from: "closed", to: "open", actor: "admin" })).toEqual({
      allowed: false,
      reason: "A closed door cannot be changed to open",
    });
    expect(door.check({ from: "open", to: "locked", actor: "admin" })).toEqual({
      allowed: false,
      reason: "An open door cannot be changed to locked",
    });
  });

  it("refuses a move to the status already held, and says so", () => {
    expect(door.check({ from: "open", to: "open", actor: "admin" })).toEqual({
      allowed: false,
      reason: "This door is already open",
    });
  });

  it("lets a guard refuse with its own sentence", () => {
    const lock = { from: "closed", to: "locked", actor: "admin" } as const;
    expect(door.check({ ...lock, context: { today: "sunday" } })).toEqual({
      allowed: false,
      reason: "Doors stay unlocked on Sundays",
    });
    expect(door.check({ ...lock, context: { today: "monday" } })).toEqual({ allowed: true });
  });

  it("answers the menus and the compare-and-set sources from the same table", () => {
    expect(door.statuses).toEqual(["open", "closed", "locked", "gone"]);
    expect(door.isStatus("locked")).toBe(true);
    expect(door.isStatus("ajar")).toBe(false);
    expect(door.info("gone")).toEqual({ label: "Gone", tone: "grey", terminal: true });
    expect(door.targetsFrom("closed", "admin")).toEqual(["locked"]);
    expect(door.sourcesOf("closed", "admin")).toEqual(["open"]);
    expect(door.settableBy("customer")).toEqual(["closed", "open"]);
    expect(door.settableBy("partner")).toEqual([]);
  });

  it("refuses a table with a way out of a terminal status", () => {
    expect(() =>
      defineStateMachine<"a" | "b">({
        noun: "thing",
        statuses: {
          a: { label: "A", tone: "green", terminal: false },
          b: { label: "B", tone: "grey", terminal: true },
        },
        transitions: [{ from: "b", to: "a", by: ["admin"] }],
      }),
    ).toThrow("Terminal status b cannot have a transition to a");
  });
});

describe("adminTransitions", () => {
  it("lists each move as one only an administrator makes, unguarded", () => {
    expect(adminTransitions<Door>(["open", "closed"], ["closed", "open"])).toEqual([
      { from: "open", to: "closed", by: ["admin"] },
      { from: "closed", to: "open", by: ["admin"] },
    ]);
  });
});
