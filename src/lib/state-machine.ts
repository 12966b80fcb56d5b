/**
 * A small, data-driven state machine, shared by every record with a lifecycle (bookings, drivers,
 * partners, support tickets). Statuses, transitions, actors and labels are plain data handed to
 * `defineStateMachine`, so new states (the dispatch states a driver will move a ride through)
 * are new rows, not new code. Pure: no database, no server imports.
 */

/** Who asks for a change. Drivers and partners are typed now so their rows can be added later. */
export type ActorKind = "customer" | "admin" | "system" | "driver" | "partner";

/** The facts a guard may look at; every field is optional so callers pass what they know. */
export interface TransitionContext {
  paymentStatus?: string;
  pickupAt?: Date;
  now?: Date;
  /** Drivers: the driving licence's expiry date (`yyyy-MM-dd`, null when unknown). */
  licenseExpiryDate?: string | null;
  /** Drivers: today's date (`yyyy-MM-dd`) in the operator's zone. */
  today?: string;
  /** Jobs: when the free waiting time at the pickup runs out (a no-show is allowed after it). */
  freeWaitingEndsAt?: Date;
}

/** A guard answers null when the move is allowed, or the sentence a refusal gives. */
export type TransitionGuard = (context: TransitionContext) => string | null;

export interface TransitionRule<S extends string> {
  from: S;
  to: S;
  by: readonly ActorKind[];
  guard?: TransitionGuard;
}

/** Transitions only an administrator makes, each as [from, to], with no guard. */
export function adminTransitions<S extends string>(
  ...moves: readonly (readonly [S, S])[]
): TransitionRule<S>[] {
  return moves.map(([from, to]) => ({ from, to, by: ["admin"] }));
}

/** Badge colours; the kit's badge maps each to its classes. */
export type StatusTone = "green" | "yellow" | "blue" | "red" | "grey";

export interface StatusInfo {
  /** The wording customers and staff see. */
  label: string;
  tone: StatusTone;
  /** No transition leaves a terminal status. */
  terminal: boolean;
}

export interface StateMachineDefinition<S extends string> {
  /** Names the thing in refusals: "A cancelled booking cannot be changed to confirmed". */
  noun: string;
  statuses: Readonly<Record<S, StatusInfo>>;
  transitions: readonly TransitionRule<S>[];
}

export type TransitionCheck = { allowed: true } | { allowed: false; reason: string };

export interface StateMachine<S extends string> {
  readonly definition: StateMachineDefinition<S>;
  readonly statuses: readonly S[];
  isStatus(value: string): value is S;
  info(status: S): StatusInfo;
  /** Allowed, or the refusal a 409 carries. */
  check(input: { from: S; to: S; actor: ActorKind; context?: TransitionContext }): TransitionCheck;
  /** Targets an actor may choose from a status (guards not applied: the menu, not the verdict). */
  targetsFrom(from: S, actor: ActorKind): S[];
  /** Statuses an actor may move to `to` from: the `where status in (...)` of a compare-and-set. */
  sourcesOf(to: S, actor: ActorKind): S[];
  /** Every status an actor can ever set. */
  settableBy(actor: ActorKind): S[];
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "An" : "A";
}

export function defineStateMachine<S extends string>(
  definition: StateMachineDefinition<S>,
): StateMachine<S> {
  const statuses = Object.keys(definition.statuses) as S[];
  const rules = definition.transitions;
  for (const rule of rules) {
    if (definition.statuses[rule.from].terminal)
      throw new Error(`Terminal status ${rule.from} cannot have a transition to ${rule.to}`);
  }
  const unique = (values: S[]): S[] => [...new Set(values)];

  return {
    definition,
    statuses,
    isStatus: (value: string): value is S => statuses.includes(value as S),
    info: (status) => definition.statuses[status],
    check({ from, to, actor, context = {} }) {
      const refusal = `${article(from)} ${from} ${definition.noun} cannot be changed to ${to}`;
      if (from === to)
        return { allowed: false, reason: `This ${definition.noun} is already ${to}` };
      const rule = rules.find((r) => r.from === from && r.to === to && r.by.includes(actor));
      if (!rule) return { allowed: false, reason: refusal };
      const guardRefusal = rule.guard?.(context) ?? null;
      return guardRefusal === null ? { allowed: true } : { allowed: false, reason: guardRefusal };
    },
    targetsFrom: (from, actor) =>
      unique(rules.filter((r) => r.from === from && r.by.includes(actor)).map((r) => r.to)),
    sourcesOf: (to, actor) =>
      unique(rules.filter((r) => r.to === to && r.by.includes(actor)).map((r) => r.from)),
    settableBy: (actor) => unique(rules.filter((r) => r.by.includes(actor)).map((r) => r.to)),
  };
}
