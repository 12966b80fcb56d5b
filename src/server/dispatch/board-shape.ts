import "server-only";
import { minutesUntil, wallClock } from "@/lib/dispatch/board-time";
import {
  BOARD_TIME_ZONE,
  URGENT_WITHIN_MINUTES,
  type Block,
  type Lane,
  type OpenOffer,
  type QueueCard,
} from "@/lib/dispatch/board-types";
import { CAR_TAKEN_STATES, type JobState } from "@/lib/dispatch/job-states";
import { blockWarnings } from "@/lib/dispatch/block-warnings";
import { placeLabel } from "@/lib/place-label";
import { todayInZone } from "@/lib/time-rules";
import { displayPlate } from "@/lib/vehicles/plate";
import type { DayAssignment } from "./board-day-assignments";
import type { LaneDriver } from "./board-lanes";
import type { DayBooking, QueueRow } from "./board-day-bookings";

/**
 * Turns the board's rows into the contract's queue, lanes and partner jobs. Pure: the rows and
 * the clock in, the answer out, so every rule here (urgent, open offers, why a car came back)
 * depends only on the injected `now`.
 */

// A car is off the queue once someone holds it or it is done (a no-show is done too: the
// chauffeur went and waited; it is not sent again).
const CAR_DONE_STATES: readonly JobState[] = [...CAR_TAKEN_STATES, "no_show"];
const CAME_BACK_STATES: readonly JobState[] = ["declined", "unassigned"];

const carKey = (bookingId: number, carNumber: number) => `${bookingId}:${carNumber}`;

function vehicleLabel(make: string | null, model: string | null, plate: string | null) {
  return make && model && plate ? `${make} ${model} · ${displayPlate(plate)}` : null;
}

function offerOf(row: QueueRow, now: Date): OpenOffer | null {
  if (row.status !== "offered") return null;
  // An offer past its expiry is no longer open even before the sweep has turned it.
  if (row.offer_expires_at && row.offer_expires_at.getTime() <= now.getTime()) return null;
  const driverName = [row.driver_first_name, row.driver_last_name].filter(Boolean).join(" ");
  return {
    assignment_id: row.assignment_id,
    driver_id: row.driver_id,
    partner_id: row.partner_id,
    name: row.partner_name ?? driverName,
    expires_at: row.offer_expires_at?.toISOString() ?? null,
  };
}

/** Why a car came back: the reason of its latest declined, unassigned or lapsed offer row. */
function cameBackReason(row: QueueRow, now: Date): string | null {
  if (CAME_BACK_STATES.includes(row.status)) {
    return row.reason ?? (row.status === "declined" ? "Declined" : "Unassigned");
  }
  const lapsed = row.status === "offered" && row.offer_expires_at && row.offer_expires_at <= now;
  return lapsed ? "Offer expired" : null;
}

interface CarState {
  done: boolean;
  offers: OpenOffer[];
  lastReason: { at: number; text: string } | null;
}

function carStates(rows: readonly QueueRow[], now: Date): Map<string, CarState> {
  const cars = new Map<string, CarState>();
  for (const row of rows) {
    const key = carKey(row.booking_id, row.car_number);
    const car = cars.get(key) ?? { done: false, offers: [], lastReason: null };
    cars.set(key, car);
    if (CAR_DONE_STATES.includes(row.status)) car.done = true;
    const offer = offerOf(row, now);
    if (offer) car.offers.push(offer);
    const reason = cameBackReason(row, now);
    // A lapsed offer came back when it expired; the others when their row last changed.
    const at =
      row.status === "offered" ? row.offer_expires_at!.getTime() : row.updated_at.getTime();
    if (reason && (!car.lastReason || at >= car.lastReason.at))
      car.lastReason = { at, text: reason };
  }
  return cars;
}

export function queueCards(
  bookings: readonly DayBooking[],
  rows: readonly QueueRow[],
  now: Date,
): QueueCard[] {
  const cars = carStates(rows, now);
  const cards: QueueCard[] = [];
  for (const booking of bookings) {
    const minutes = minutesUntil(booking.pickup_at, now);
    for (let carNumber = 1; carNumber <= booking.number_of_cars; carNumber += 1) {
      const car = cars.get(carKey(booking.booking_id, carNumber));
      if (car?.done) continue;
      cards.push({
        booking_id: booking.booking_id,
        booking_reference: booking.booking_reference,
        car_number: carNumber,
        number_of_cars: booking.number_of_cars,
        pickup_at: booking.pickup_at.toISOString(),
        pickup_time_zone: booking.pickup_time_zone,
        local_time: booking.booking_time.slice(0, 5),
        service_type: booking.service_type,
        passengers: booking.passengers,
        luggage: booking.luggage,
        pickup: placeLabel(booking.pickup_location, booking.pickup_place_name),
        dropoff: booking.dropoff_location
          ? placeLabel(booking.dropoff_location, booking.dropoff_place_name)
          : null,
        hours: booking.hours,
        flight_number: booking.flight_number,
        status: booking.status,
        payment_status: booking.payment_status,
        urgent: minutes <= URGENT_WITHIN_MINUTES,
        minutes_until_pickup: minutes,
        open_offers: car?.offers ?? [],
        last_reason: car?.lastReason?.text ?? null,
      });
    }
  }
  return cards;
}

/**
 * Wall-clock texts repeat (jobs start on the same few minutes of the day) and formatting them is
 * the board's dearest step after the reads: within one answer each zone and minute is formatted
 * once. A time or a date on the wall clock depends only on the minute (offsets are whole minutes).
 * Keyed by zone, then by the minute as a number: a thousand blocks would otherwise build and
 * hash four thousand key strings.
 */
function byMinute(format: (instant: Date, zone: string) => string) {
  const zones = new Map<string, Map<number, string>>();
  return (instant: Date, zone: string): string => {
    let seen = zones.get(zone);
    if (seen === undefined) {
      seen = new Map();
      zones.set(zone, seen);
    }
    const minute = Math.floor(instant.getTime() / 60_000);
    let text = seen.get(minute);
    if (text === undefined) {
      text = format(instant, zone);
      seen.set(minute, text);
    }
    return text;
  };
}

/** ISO texts of instants, each written once per answer (block starts and ends repeat too). */
function isoTexts() {
  const seen = new Map<number, string>();
  return (instant: Date): string => {
    const ms = instant.getTime();
    let text = seen.get(ms);
    if (text === undefined) {
      text = instant.toISOString();
      seen.set(ms, text);
    }
    return text;
  };
}

/**
 * Turns rows into blocks; one per answer, so its remembered clock texts last one request. The
 * block is built field by field (no spread of the thirty-column row, no conditional spreads):
 * at a thousand blocks per answer those copies were most of this step and of its garbage.
 */
export function blockShaper(): (row: DayAssignment) => Block {
  const clock = byMinute(wallClock);
  const dayOf = byMinute((instant, zone) => todayInZone(zone, instant));
  const iso = isoTexts();
  return (row) => {
    const zone = row.pickup_time_zone;
    const block: Block = {
      assignment_id: row.assignment_id,
      booking_id: row.booking_id,
      booking_reference: row.booking_reference,
      car_number: row.car_number,
      status: row.status,
      starts_at: iso(row.starts_at),
      ends_at: iso(row.ends_at),
      local_start: clock(row.starts_at, zone),
      local_end: clock(row.ends_at, zone),
      pickup: placeLabel(row.pickup_location, row.pickup_place_name),
    };
    if (zone !== BOARD_TIME_ZONE) block.pickup_time_zone = zone;
    if (row.dropoff_location)
      block.dropoff = placeLabel(row.dropoff_location, row.dropoff_place_name);
    if (row.partner_name != null) block.partner_name = row.partner_name;
    const warnings = blockWarnings({
      status: row.status,
      day: dayOf(row.starts_at, zone),
      driver_status: row.driver_status,
      driving_licence_expiry: row.driving_licence_expiry,
      driver_phv_licence_expiry: row.driver_phv_licence_expiry,
      vehicle_status: row.vehicle_status,
      phv_licence_expiry: row.phv_licence_expiry,
      mot_expiry: row.mot_expiry,
      insurance_expiry: row.insurance_expiry,
    });
    if (warnings.length > 0) block.warnings = warnings;
    return block;
  };
}

/** The day's drawn jobs by chauffeur, and the vehicle each drives first that day. */
export function driverBlocks(
  rows: readonly DayAssignment[],
  isBlock: (row: DayAssignment) => boolean,
  blockOf: (row: DayAssignment) => Block = blockShaper(),
) {
  const blocks = new Map<number, Block[]>();
  const vehicles = new Map<number, string>();
  for (const row of rows) {
    if (row.driver_id == null || !isBlock(row)) continue;
    const list = blocks.get(row.driver_id) ?? [];
    list.push(blockOf(row));
    blocks.set(row.driver_id, list);
    const vehicle = vehicleLabel(row.vehicle_make, row.vehicle_model, row.vehicle_plate);
    if (vehicle && !vehicles.has(row.driver_id)) vehicles.set(row.driver_id, vehicle);
  }
  return { blocks, vehicles };
}

export function lanesOf(
  drivers: readonly LaneDriver[],
  day: ReturnType<typeof driverBlocks>,
): Lane[] {
  return drivers.map((driver) => {
    const vehicle =
      day.vehicles.get(driver.driver_id) ?? vehicleLabel(driver.make, driver.model, driver.plate);
    return {
      driver_id: driver.driver_id,
      name: `${driver.first_name} ${driver.last_name}`.trim(),
      status: driver.status,
      ...(vehicle ? { vehicle } : {}),
      blocks: day.blocks.get(driver.driver_id) ?? [],
    };
  });
}
