import type { Page } from "@playwright/test";
import { daysAhead } from "./dates";
import { expect } from "./fixtures";

export interface ChauffeurFields {
  first_name: string;
  last_name: string;
  email: string;
  /** The driving licence number (unique per chauffeur: the tag goes in it). */
  driving_license_number: string;
  phone_number?: string;
  private_hire_license_number?: string;
  date_first_available?: string;
  preferred_shift?: string;
}

/**
 * A chauffeur added through the console's Add New Driver endpoint (no car of their own) and
 * approved, as an operator would; answers their driver id. The approval e-mail in the outbox
 * carries their set-password link.
 */
export async function approvedChauffeur(adminPage: Page, input: ChauffeurFields): Promise<number> {
  const fields: Record<string, string> = {
    phone_number: "+44 7700 900456",
    address: "1 Station Road, London",
    date_of_birth: "1985-04-01",
    national_insurance_number: "QQ123456C",
    private_hire_license_number: "PHL-12345",
    driving_license_expiry_date: daysAhead(400),
    experience: "6 years of executive driving",
    date_first_available: daysAhead(0),
    preferred_shift: "day",
    working_days: "7 days a week",
    has_vehicle: "no",
    ...input,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await adminPage.request.post("/api/drivers", { multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const { driver_id } = ((await created.json()) as { data: { driver_id: number } }).data;
  const approved = await adminPage.request.post(`/api/drivers/${driver_id}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  return driver_id;
}
