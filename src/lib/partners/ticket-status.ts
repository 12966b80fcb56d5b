/**
 * A Support Center ticket's statuses: Open until operations close it, and reopened by operations
 * when the matter comes back. Partners submit tickets but do not change their status, so a
 * ticket never closes without operations having seen it.
 */
import { adminTransitions, defineStateMachine, type StatusInfo } from "@/lib/state-machine";

export const TICKET_STATUSES = ["Open", "Closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_INFO: Readonly<Record<TicketStatus, StatusInfo>> = {
  Open: { label: "Open", tone: "yellow", terminal: false },
  Closed: { label: "Closed", tone: "grey", terminal: false },
};

export const ticketStateMachine = defineStateMachine<TicketStatus>({
  noun: "ticket",
  statuses: TICKET_STATUS_INFO,
  transitions: adminTransitions(["Open", "Closed"], ["Closed", "Open"]),
});
