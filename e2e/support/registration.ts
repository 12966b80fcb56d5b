import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** Who registers as a customer; the rest of the form is a London address and phone. */
interface NewCustomer {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone_number?: string;
  address?: string;
}

/** Registers a customer account through the API (201 expected). */
export async function registerCustomer(
  request: APIRequestContext,
  customer: NewCustomer,
): Promise<void> {
  const registered = await request.post("/api/auth/register", {
    data: {
      phone_number: "+447700900456",
      address: "2 Journey Road",
      city: "London",
      state_province: "Greater London",
      zip_postal_code: "SW1A 2AA",
      country: "United Kingdom",
      ...customer,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

/** Who registers a partner company; `tag` keeps the contact address apart between runs. */
interface NewPartner {
  contactName: string;
  company: string;
  tag: string;
  email: string;
  password: string;
}

/** Registers a (pending) partner through the API (201 expected); its id and guest-page slug. */
export async function registerPartner(
  request: APIRequestContext,
  partner: NewPartner,
): Promise<{ partner_id: number; slug: string }> {
  const registered = await request.post("/api/partners/register", {
    data: {
      contactPersonName: partner.contactName,
      contactPersonEmail: `paula-${partner.tag}@cars.example`,
      contactPersonPhone: "+44 7700 900456",
      companyName: partner.company,
      companyPhone: "020 7946 0001",
      companyAddress: "3 Demo Road, London",
      companyRegistration: "01234567",
      email: partner.email,
      password: partner.password,
      confirmPassword: partner.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return ((await registered.json()) as { data: { partner_id: number; slug: string } }).data;
}
