"use client";

import { signIn } from "next-auth/react";
import { api } from "@/lib/api-client";
import type { BookingDetailsValues } from "@/lib/validations/booking-details";

/** The booking-details registration variant: address fields the step does not ask for default to 'Not provided'. */
export async function registerAccount(values: BookingDetailsValues): Promise<string | null> {
  const result = await api.post<unknown>("/api/auth/register", {
    fallbackMessage: "Please try again later",
    json: {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      phone_number: values.phone.trim(),
      email: values.email.trim(),
      address: "Not provided",
      city: "Not provided",
      state_province: "Not provided",
      zip_postal_code: "Not provided",
      country: "United Kingdom",
      password: values.password,
    },
  });
  return result.ok ? null : result.message;
}

/** Signs in through next-auth's credentials provider; answers an error message or null. */
export async function signInWithPassword(email: string, password: string): Promise<string | null> {
  const result = await signIn("credentials", { email: email.trim(), password, redirect: false });
  if (result?.ok && !result.error) return null;
  return result?.error && result.error !== "CredentialsSignin"
    ? result.error
    : "Invalid email or password.";
}
