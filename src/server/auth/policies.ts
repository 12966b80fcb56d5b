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

/** The id that ties a booking to the person who made it (the account it is booked under). */
export interface BookingParties {
  user_id: number;
}

/**
 * Which bookings an actor may read, in lists and by id alike (the loads turn it into their
 * `where`): administrators all, partners those made through their guest page (none without a
 * partner record), everyone else their own. Drivers (bookings assigned to them) get their own
 * scope when that area exists.
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

/**
 * Cancelling a booking: the person it is booked under (whatever their role: any signed-in person
 * may book) or an administrator. A partner does not change bookings made through its page.
 */
export function canChangeBooking(actor: Actor, booking: BookingParties): boolean {
  return actor.role === "admin" || booking.user_id === actor.user_id;
}

/** A person's account and everything listed under it: themself or an administrator. */
export function canReadUser(actor: Actor, userId: number): boolean {
  return actor.role === "admin" || actor.user_id === userId;
}

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

/*
 * Changing a driver or a partner record (and reading a partner's) needs no function here: those
 * endpoints are administrators' (requireRole) or the partner's own record, loaded by its session
 * (requirePartner in server/partners/guards.ts), so no other party's id ever reaches them.
 */
