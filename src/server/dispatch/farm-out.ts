import "server-only";
import { eq, gt } from "drizzle-orm";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { assignments, partners, type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict, forbidden, notFound } from "@/server/http/errors";
import { jobWindowWith } from "./job-window";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { assertCarFree, lockAssignableBooking } from "./assignment-checks";
import { carHasJob } from "./car-jobs";
import { jobMovedEvent } from "./assignment-events";

export interface FarmOutInput {
  bookingId: number;
  carNumber: number;
  partnerId: number;
  /** What the partner will be paid for the job, in pence; credited when it is completed. */
  payPence: number;
  /** How long the partner has to answer; the dispatch setting `offer_expiry_seconds` if not given. */
  expiresInSeconds?: number;
  actor: AuditActor;
  now?: Date;
}

/**
 * Offers one car of a booking to an Active partner company for the pay given, open until the
 * offer expires; in one transaction with its History line. The partner sees it in its dashboard
 * and accepts (naming its chauffeur and vehicle) or declines. The same booking checks as
 * assigning a chauffeur: the booking is confirmed or paid, and the car is not already given; and
 * the partner has no open offer of the car already.
 */
export async function farmOut(input: FarmOutInput, executor?: Executor): Promise<AssignmentRow> {
  if (input.actor.kind !== "admin" && input.actor.kind !== "system") {
    throw forbidden("Only an administrator can farm out a job");
  }
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const booking = await lockAssignableBooking(tx, input);
    const [partner] = await tx
      .select({ status: partners.status })
      .from(partners)
      .where(eq(partners.partner_id, input.partnerId));
    if (!partner) throw notFound("Partner not found");
    if (partner.status !== "Active") {
      throw conflict(`The partner is ${partner.status} and cannot be offered jobs`);
    }
    await assertCarFree(tx, input);
    // As for a chauffeur: one open offer of a car per partner (a second click, a second operator),
    // so the partner never sees the same job twice. Other partners may be asked beside it.
    const offered = await carHasJob(
      tx,
      input,
      eq(assignments.partner_id, input.partnerId),
      eq(assignments.status, "offered"),
      gt(assignments.offer_expires_at, now),
    );
    if (offered) {
      throw conflict(
        `This partner already has an open offer for car ${input.carNumber} of this booking`,
      );
    }
    const settings = await readSettingsGroup("dispatch", tx);
    const seconds = input.expiresInSeconds ?? settings.offer_expiry_seconds;
    // As long as the same job given to our own chauffeur, so the board draws one length.
    const window = jobWindowWith(booking, settings);
    const [row] = await tx
      .insert(assignments)
      .values({
        booking_id: booking.booking_id,
        car_number: input.carNumber,
        partner_id: input.partnerId,
        starts_at: window.startsAt,
        ends_at: window.endsAt,
        status: "offered",
        pay_pence: input.payPence,
        offer_expires_at: new Date(now.getTime() + seconds * 1000),
        created_at: now,
        updated_at: now,
      })
      .returning();
    await recordAudit(tx, jobMovedEvent({ actor: input.actor, assignment: row!, from: null }));
    return row!;
  });
}
