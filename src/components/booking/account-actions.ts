"use client";

import { signIn } from "next-auth/react";
import type { DetailsValues } from "./details-validation";

/** The booking-details registration variant: address fields the step does not ask for default to 'Not provided'. */
export async function registerAccount(values: DetailsValues): Promise<string | null> {
  const response = await fetch("/api/auth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      phone_number: `+${values.phoneCode} ${values.phone.trim()}`,
      email: values.email.trim(),
      address: "Not provided",
      city: "Not provided",
      state_province: "Not provided",
      zip_postal_code: "Not provided",
      country: "United Kingdom",
      password: values.password,
    }),
  });
  if (response.ok) return null;
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? "Please try again later";
  } catch {
    return "Please try again later";
  }
}

/** Signs in through next-auth's credentials provider; answers an error message or null. */
export async function signInWithPassword(email: string, password: string): Promise<string | null> {
  const result = await signIn("credentials", { email: email.trim(), password, redirect: false });
  if (result?.ok && !result.error) return null;
  return result?.error && result.error !== "CredentialsSignin"
    ? result.error
    : "Invalid email or password.";
}
