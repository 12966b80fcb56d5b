/**
 * The warnings a chauffeur's job carries on the dispatch board: a document that will have lapsed
 * by the job's day, a chauffeur made Unavailable, a vehicle taken off road. Pure, read from the
 * documents and statuses as they are now, so a renewed licence clears the flag at once and a job
 * booked after a lapse is flagged too. The assignment guards still refuse new jobs; this is for
 * the ones already given.
 */
import { lapsedBy } from "@/lib/documents/expiry-warnings";
import { isHolding, type JobState } from "./job-states";

export interface BlockDocumentFacts {
  status: JobState;
  /** The job's day (yyyy-mm-dd) in its pickup zone. */
  day: string;
  driver_status: string | null;
  driving_licence_expiry: string | null;
  /** The chauffeur's PHV driver licence (phv_licence_expiry below is the vehicle's). */
  driver_phv_licence_expiry: string | null;
  vehicle_status: string | null;
  phv_licence_expiry: string | null;
  mot_expiry: string | null;
  insurance_expiry: string | null;
}

export function blockWarnings(facts: BlockDocumentFacts): string[] {
  // A finished, declined or cancelled job holds nobody: its flags would only be noise.
  if (!isHolding(facts.status)) return [];
  const warnings: string[] = [];
  const licence = lapsedBy(facts.driving_licence_expiry, facts.day);
  const phvLicence = lapsedBy(facts.driver_phv_licence_expiry, facts.day);
  if (licence) warnings.push("Licence lapsed");
  if (phvLicence) warnings.push("PHV driver licence lapsed");
  // A lapse explains the Unavailable status (the daily job set it): one flag, not two.
  if (!licence && !phvLicence && facts.driver_status === "Unavailable")
    warnings.push("Chauffeur unavailable");
  if (facts.vehicle_status === "off_road") warnings.push("Vehicle off road");
  if (lapsedBy(facts.phv_licence_expiry, facts.day)) warnings.push("Vehicle PHV licence lapsed");
  if (lapsedBy(facts.mot_expiry, facts.day)) warnings.push("MOT lapsed");
  if (lapsedBy(facts.insurance_expiry, facts.day)) warnings.push("Insurance lapsed");
  return warnings;
}
