import "server-only";
import { eq, gt } from "drizzle-orm";
import { jobPayPence } from "@/lib/dispatch/job-pay";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor, Transaction } from "@/server/db/client";
import { assignments, type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict, forbidden } from "@/server/http/errors";
import { readSettingsGroup } from "@/server/settings/read-settings";
import {
  assertCarFree,
  assertDriverCanTakeJob,
  assertDriverFree,
  lockAssignableBooking,
} from "./assignment-checks";
import { carHasJob } from "./car-jobs";
import { jobWindowWith } from "./job-window";
import { overlappingBookingReference } from "./assignment-conflicts";
import { jobMovedEvent } from "./assignment-events";
import { expireOffers } from "./offer-expiry";

export interface CreateOffersInput {
  bookingId: number;
  /** Which of the booking's cars, 1..number_of_cars. */
  carNumber: number;
  offers: readonly { driverId: number; vehicleId?: number | null }[];
  /** How long the chauffeurs have to accept; the dispatch setting `offer_expiry_seconds` if not given. */
  expiresInSeconds?: number;
  /** Fixed pay in pence; by default the `driver_share_percent` of the fare per car. */
  payPence?: number;
  actor: AuditActor;
  now?: Date;
}

/**
 * Offers one car of a booking to one or several chauffeurs at once, each row `offered` until
 * `now + expiresInSeconds`; the first to accept gets the job (accept-offer.ts). An offer holds no
 * one's time (the exclusion constraints cover only holding states), so the checks a dispatcher
 * can be told about run here, and accepting runs them again. All offers are made, with their
 * History lines, or none.
 */
export async function createOffers(
  input: CreateOffersInput,
  executor?: Executor,
): Promise<AssignmentRow[]> {
  if (input.actor.kind !== "admin" && input.actor.kind !== "system") {
    throw forbidden("Only an administrator can offer a job");
  }
  const now = input.now ?? new Date();
  // Lapsed offers first, so an expired one neither blocks a new offer nor shows as open.
  await expireOffers(executor, now);
  return inTransaction(executor, async (tx) => {
    const booking = await lockAssignableBooking(tx, input);
    await assertCarFree(tx, input);
    const settings = await readSettingsGroup("dispatch", tx);
    const expiresInSeconds = input.expiresInSeconds ?? settings.offer_expiry_seconds;
    const offerExpiresAt = new Date(now.getTime() + expiresInSeconds * 1000);
    const window = jobWindowWith(booking, settings);
    // Snapshotted now: a later change of fare or share never alters these offers' pay.
    const payPence = jobPayPence({
      fixedPence: input.payPence,
      pricePence: booking.price_pence,
      numberOfCars: booking.number_of_cars,
      sharePercent: settings.driver_share_percent,
    });

    const rows: AssignmentRow[] = [];
    for (const offer of input.offers) {
      const vehicleId = offer.vehicleId ?? null;
      await assertDriverCanTakeJob(tx, { booking, driverId: offer.driverId, vehicleId, now });
      // The turnaround buffer too: an offer the chauffeur could not accept is refused now.
      await assertDriverFree(tx, {
        driverId: offer.driverId,
        ...window,
        bufferMinutes: settings.turnaround_buffer_minutes,
      });
      await assertFreeThen(tx, { driverId: offer.driverId, vehicleId, ...window });
      await assertNoOpenOffer(tx, { ...input, driverId: offer.driverId, now });
      const [row] = await tx
        .insert(assignments)
        .values({
          booking_id: booking.booking_id,
          car_number: input.carNumber,
          driver_id: offer.driverId,
          vehicle_id: vehicleId,
          starts_at: window.startsAt,
          ends_at: window.endsAt,
          status: "offered",
          offer_expires_at: offerExpiresAt,
          pay_pence: payPence,
        })
        .returning();
      rows.push(row!);
    }
    await recordAudit(
      tx,
      rows.map((assignment) => {
        const event = jobMovedEvent({ actor: input.actor, assignment, from: null });
        return {
          ...event,
          context: { ...event.context, offer_expires_at: offerExpiresAt.toISOString() },
        };
      }),
    );
    return rows;
  });
}

/**
 * An offer to a chauffeur (or with a vehicle) already busy then could never be accepted: refused
 * now with the words assigning uses, naming the booking that holds the time.
 */
async function assertFreeThen(
  tx: Transaction,
  input: { driverId: number; vehicleId: number | null; startsAt: Date; endsAt: Date },
): Promise<void> {
  const { startsAt, endsAt } = input;
  const driverBusy = await overlappingBookingReference(tx, {
    driverId: input.driverId,
    startsAt,
    endsAt,
  });
  if (driverBusy) throw conflict(`Driver already has a job at that time (booking ${driverBusy})`);
  if (input.vehicleId === null) return;
  const vehicleBusy = await overlappingBookingReference(tx, {
    vehicleId: input.vehicleId,
    startsAt,
    endsAt,
  });
  if (vehicleBusy)
    throw conflict(`Vehicle already has a job at that time (booking ${vehicleBusy})`);
}

async function assertNoOpenOffer(
  tx: Transaction,
  input: { bookingId: number; carNumber: number; driverId: number; now: Date },
): Promise<void> {
  const open = await carHasJob(
    tx,
    input,
    eq(assignments.driver_id, input.driverId),
    eq(assignments.status, "offered"),
    gt(assignments.offer_expires_at, input.now),
  );
  if (open) {
    throw conflict(
      `This chauffeur already has an open offer for car ${input.carNumber} of this booking`,
    );
  }
}
