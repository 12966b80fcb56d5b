/**
 * Who may move a job (one car's assignment) from one state to the next. The administrator may
 * make every move; the chauffeur or partner company the job is given to may make only their own
 * job's next step. Data for the shared state machine, so the chauffeur's app (a later change)
 * adds no rules of its own. Pure.
 */
import {
  defineStateMachine,
  type ActorKind,
  type StatusInfo,
  type TransitionCheck,
  type TransitionContext,
  type TransitionRule,
} from "@/lib/state-machine";
import type { JobState } from "./job-states";

export const JOB_STATE_INFO: Readonly<Record<JobState, StatusInfo>> = {
  offered: { label: "Offered", tone: "yellow", terminal: false },
  assigned: { label: "Assigned", tone: "blue", terminal: false },
  on_the_way: { label: "On the way", tone: "blue", terminal: false },
  arrived: { label: "Arrived", tone: "blue", terminal: false },
  on_board: { label: "Passenger on board", tone: "blue", terminal: false },
  completed: { label: "Completed", tone: "green", terminal: true },
  no_show: { label: "No show", tone: "red", terminal: true },
  declined: { label: "Declined", tone: "grey", terminal: true },
  unassigned: { label: "Unassigned", tone: "grey", terminal: true },
  cancelled: { label: "Cancelled", tone: "red", terminal: true },
};

/** A no-show only once the free waiting time is over (from pickup, or from the flight's landing). */
const waitingTimeOver = (context: TransitionContext): string | null => {
  if (!context.freeWaitingEndsAt) return "The free waiting time is not known";
  const now = context.now ?? new Date();
  return now.getTime() < context.freeWaitingEndsAt.getTime()
    ? "A no-show can be recorded only after the free waiting time"
    : null;
};

const ADMIN: readonly ActorKind[] = ["admin"];
// The party the job is given to: one of our chauffeurs, or a partner company for a farmed-out job.
const ADMIN_OR_HOLDER: readonly ActorKind[] = ["admin", "driver", "partner"];

export const JOB_TRANSITIONS: readonly TransitionRule<JobState>[] = [
  { from: "offered", to: "assigned", by: ADMIN_OR_HOLDER },
  { from: "offered", to: "declined", by: ADMIN_OR_HOLDER },
  // An offer that expired or was withdrawn returns the job to the queue.
  { from: "offered", to: "unassigned", by: [...ADMIN, "system"] },
  { from: "assigned", to: "on_the_way", by: ADMIN_OR_HOLDER },
  { from: "on_the_way", to: "arrived", by: ADMIN_OR_HOLDER },
  { from: "arrived", to: "on_board", by: ADMIN_OR_HOLDER },
  { from: "arrived", to: "no_show", by: ADMIN_OR_HOLDER, guard: waitingTimeOver },
  { from: "on_board", to: "completed", by: ADMIN_OR_HOLDER },
  { from: "assigned", to: "unassigned", by: ADMIN },
  { from: "on_the_way", to: "unassigned", by: ADMIN },
  { from: "arrived", to: "unassigned", by: ADMIN },
  // Cancelled after assignment: the booking itself was cancelled (the chauffeur is told).
  { from: "offered", to: "cancelled", by: [...ADMIN, "system"] },
  { from: "assigned", to: "cancelled", by: [...ADMIN, "system"] },
  { from: "on_the_way", to: "cancelled", by: [...ADMIN, "system"] },
  { from: "arrived", to: "cancelled", by: [...ADMIN, "system"] },
];

export const jobStateMachine = defineStateMachine<JobState>({
  noun: "job",
  statuses: JOB_STATE_INFO,
  transitions: JOB_TRANSITIONS,
});

/**
 * Whether `actor` may move this job from `from` to `to`. A driver or partner must be the one the
 * job is given to (`isOwnJob`); anyone else's job is refused before the table is consulted.
 */
export function checkJobMove(input: {
  from: JobState;
  to: JobState;
  actor: ActorKind;
  isOwnJob: boolean;
  context?: TransitionContext;
}): TransitionCheck {
  if ((input.actor === "driver" || input.actor === "partner") && !input.isOwnJob) {
    return { allowed: false, reason: "Only the chauffeur given this job can change it" };
  }
  return jobStateMachine.check(input);
}
