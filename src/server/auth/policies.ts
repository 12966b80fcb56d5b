import "server-only";
import type { Role } from "@/lib/roles";

/*
 * Who may read or change what, in one place. Pure functions over the actor and the object's
 * owning ids; queries that load by id ask these (or the scope below, for lists) and answer 404
 * for anything the actor may not see, so another party's objects look like missing ones.
 */

export interface Actor {
  user_id: number;
  role: Role;
  /** A partner account's partner record (loaded by the partner area; none for other roles). */
  partner_id?: number | null;
}

/** The ids that tie a booking to people: its customer, its partner, and later its driver. */
export interface BookingParties {
  user_id: number;
  /** The account of the partner whose guest page the booking came through. */
  partner_user_id?: number | null;
  driver_user_id?: number | null;
}

/**
 * Which bookings an actor's lists may contain: administrators all, partners those made through
 * their guest page (none without a partner record), everyone else their own. Drivers (bookings
 * assigned to them) get their own scope when that area exists.
 */
export type BookingScope =
  | { kind: "all" }
  | { kind: "partner"; partnerId: number | null }
  | { kind: "customer"; userId: number };

export function bookingScope(actor: Actor): BookingScope {
  if (actor.role === "admin") return { kind: "all" };
  if (actor.role === "partner") return { kind: "partner", partnerId: actor.partner_id ?? null };
  return { kind: "customer", userId: actor.user_id };
}

export function canReadBooking(actor: Actor, booking: BookingParties): boolean {
  if (actor.role === "admin") return true;
  if (actor.role === "partner")
    return booking.partner_user_id != null && booking.partner_user_id === actor.user_id;
  if (actor.role === "driver") return booking.driver_user_id === actor.user_id;
  return booking.user_id === actor.user_id;
}

/** Changing a booking's details or cancelling it: its customer or an administrator. */
export function canChangeBooking(actor: Actor, booking: BookingParties): boolean {
  return actor.role === "admin" || (actor.role === "customer" && booking.user_id === actor.user_id);
}

/** A person's account and everything listed under it: themself or an administrator. */
export function canReadUser(actor: Actor, userId: number): boolean {
  return actor.role === "admin" || actor.user_id === userId;
}

export const canChangeUser = canReadUser;

export interface StoredFileOwner {
  visibility: "public" | "private";
  /** The account that owns the file (a profile's user, later a driver's or partner's account). */
  ownerUserId: number | null;
}

/** Public files are anyone's; private ones their owner's and administrators'. */
export function canReadStoredFile(actor: Actor | null, file: StoredFileOwner): boolean {
  if (file.visibility === "public") return true;
  if (!actor) return false;
  return (
    actor.role === "admin" || (file.ownerUserId !== null && file.ownerUserId === actor.user_id)
  );
}

/** The account a driver record is linked to once approved (null while an application). */
export interface DriverParties {
  user_id: number | null;
}

/** A driver record: administrators, and the approved driver themself. */
export function canReadDriver(actor: Actor, driver: DriverParties): boolean {
  if (actor.role === "admin") return true;
  return actor.role === "driver" && driver.user_id !== null && driver.user_id === actor.user_id;
}

/** Changing a driver record (details, status, photos): administrators only. */
export function canChangeDriver(actor: Actor): boolean {
  return actor.role === "admin";
}

/** A partner record (its settings, guest page, figures): administrators and its own account. */
export function canReadPartner(actor: Actor, partner: { user_id: number }): boolean {
  return actor.role === "admin" || (actor.role === "partner" && partner.user_id === actor.user_id);
}

/** Status, commission rates and slug: administrators only. */
export function canManagePartner(actor: Actor): boolean {
  return actor.role === "admin";
}
