/**
 * The partner's statuses and who may move a partner between them. Pending is an application
 * waiting for review, Active a partner whose guest page takes bookings, Inactive a partner the
 * operator has stopped (bookings already made stand).
 *
 * - Pending is left only by approval (Pending to Active): approval stamps `approved_at` and
 *   e-mails the partner, so nothing returns to Pending and nothing skips it.
 * - Active and Inactive swap freely (Deactivate, Reactivate): both are decisions about a partner
 *   the operator has already approved.
 * - Pending to Inactive is refused: Inactive means "approved, now stopped", and reactivating such
 *   a row would make an unreviewed applicant Active without the approval step. Declining an
 *   application needs a status of its own when the product offers it.
 *
 * Only an administrator changes a partner's status; a partner's own account edits never do.
 */
import { adminTransitions, defineStateMachine, type StatusInfo } from "@/lib/state-machine";
import type { PartnerStatus } from "./partner-options";

export const PARTNER_STATUS_INFO: Readonly<Record<PartnerStatus, StatusInfo>> = {
  Active: { label: "Active", tone: "green", terminal: false },
  Pending: { label: "Pending", tone: "yellow", terminal: false },
  Inactive: { label: "Inactive", tone: "red", terminal: false },
};

export const partnerStateMachine = defineStateMachine<PartnerStatus>({
  noun: "partner",
  statuses: PARTNER_STATUS_INFO,
  transitions: adminTransitions(
    ["Pending", "Active"],
    ["Active", "Inactive"],
    ["Inactive", "Active"],
  ),
});
