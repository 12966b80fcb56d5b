import { wallClock, zoneAbbreviation } from "@/lib/dispatch/board-time";
import { BOARD_TIME_ZONE } from "@/lib/dispatch/board-types";
import type { JobState } from "@/lib/dispatch/job-states";
import { isServiceType, SERVICE_CLASSES } from "@/lib/service-classes";

/** Words for a job's state: the board shows states as text, never by colour alone. */
export const JOB_STATE_LABELS: Readonly<Record<JobState, string>> = {
  offered: "Offered",
  assigned: "Assigned",
  on_the_way: "On the way",
  arrived: "Arrived",
  on_board: "Passenger on board",
  completed: "Completed",
  no_show: "No show",
  declined: "Declined",
  unassigned: "Unassigned",
  cancelled: "Cancelled",
};

export function serviceClassName(serviceType: string): string {
  return isServiceType(serviceType) ? SERVICE_CLASSES[serviceType].name : serviceType;
}

/**
 * "14:30" for a pickup in the board's zone; "14:30 CET (13:30 GMT)" for one elsewhere, so a
 * dispatcher in London reads both the passenger's time and their own.
 */
export function pickupTimeText(localTime: string, timeZone: string, instant: string): string {
  if (timeZone === BOARD_TIME_ZONE) return localTime;
  const at = new Date(instant);
  const own = `${wallClock(at, BOARD_TIME_ZONE)} ${zoneAbbreviation(BOARD_TIME_ZONE, at)}`;
  return `${localTime} ${zoneAbbreviation(timeZone, at)} (${own})`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
