/**
 * The words of the ride reminders and ride updates, for text messages (one GSM-7 part each: at
 * most 160 characters, so a message is never split and billed twice) and the e-mails' first
 * line. Pure, so the length rule is a unit test.
 */
import { smsSize, toGsm7Friendly } from "@/lib/sms/segments";
import type { CustomerReminder } from "./reminder-times";

export const SMS_LIMIT = 160;

export interface RideCar {
  make: string;
  model: string;
  colour: string;
  /** As displayed ('AB12 CDE'). */
  plate: string;
}

export interface RideChauffeur {
  firstName: string;
  car: RideCar | null;
}

/** "black Mercedes-Benz E-Class (AB12 CDE)", or "" without a car. */
export function carPhrase(car: RideCar | null): string {
  if (!car) return "";
  const body = [car.colour.toLowerCase(), car.make, car.model].filter(Boolean).join(" ");
  return car.plate ? `${body} (${car.plate})` : body;
}

function fitsOnePart(text: string): boolean {
  const size = smsSize(toGsm7Friendly(text));
  return size.encoding === "GSM-7" && size.units <= SMS_LIMIT;
}

/**
 * The first candidate that fits one GSM-7 part, the candidates going from the fullest to the
 * barest; the barest is cut as a last resort (a name or a place can be any length).
 */
export function firstThatFits(candidates: readonly string[]): string {
  for (const candidate of candidates) if (fitsOnePart(candidate)) return candidate;
  const last = toGsm7Friendly(candidates.at(-1) ?? "");
  let cut = last;
  while (cut.length > 0 && !fitsOnePart(cut)) cut = cut.slice(0, -1);
  return cut;
}

const withLink = (text: string, link: string | null) => (link ? `${text} ${link}` : text);

/** "Your chauffeur Dana is on the way in a black Mercedes-Benz E-Class (AB12 CDE)." */
export function onTheWayText(chauffeur: RideChauffeur | null, link: string | null): string {
  const name = chauffeur?.firstName ? ` ${chauffeur.firstName}` : "";
  const car = carPhrase(chauffeur?.car ?? null);
  const full = `Your chauffeur${name} is on the way${car ? ` in a ${car}` : ""}.`;
  const bare = `Your chauffeur${name} is on the way.`;
  return firstThatFits([withLink(full, link), withLink(bare, link), full, bare]);
}

export function arrivedText(chauffeur: RideChauffeur | null, link: string | null): string {
  const plate = chauffeur?.car?.plate;
  const full = `Your chauffeur has arrived at the pickup${plate ? ` (${plate})` : ""}.`;
  const bare = "Your chauffeur has arrived at the pickup.";
  return firstThatFits([withLink(full, link), withLink(bare, link), full, bare]);
}

const WHEN: Record<CustomerReminder, string> = { "24h": "tomorrow", "2h": "today" };

/**
 * "Reminder: your ride BK12345 is tomorrow at 10:00 (UK time) from Heathrow Terminal 5.
 * Chauffeur Dana, black Mercedes-Benz E-Class (AB12 CDE)." Less detail when it would not fit.
 */
export function customerReminderText(input: {
  reminder: CustomerReminder;
  reference: string;
  /** "10:00 (UK time)". */
  time: string;
  pickup: string;
  chauffeur: RideChauffeur | null;
}): string {
  const head = `Reminder: your ride ${input.reference} is ${WHEN[input.reminder]} at ${input.time}`;
  const car = carPhrase(input.chauffeur?.car ?? null);
  const who = input.chauffeur
    ? ` Chauffeur ${input.chauffeur.firstName}${car ? `, ${car}` : ""}.`
    : "";
  const whoShort = input.chauffeur ? ` Chauffeur ${input.chauffeur.firstName}.` : "";
  return firstThatFits([
    `${head} from ${input.pickup}.${who}`,
    `${head}.${who}`,
    `${head} from ${input.pickup}.${whoShort}`,
    `${head}.${whoShort}`,
    `${head}.`,
  ]);
}

/** To the chauffeur, an hour ahead: "Job BK12345 at 10:00 (UK time): pick up at Heathrow..." */
export function chauffeurReminderText(input: {
  reference: string;
  time: string;
  pickup: string;
  passenger: string | null;
}): string {
  const head = `Reminder: job ${input.reference} at ${input.time}`;
  const passenger = input.passenger ? ` Passenger ${input.passenger}.` : "";
  return firstThatFits([
    `${head}, pickup ${input.pickup}.${passenger}`,
    `${head}, pickup ${input.pickup}.`,
    `${head}.`,
  ]);
}
