"use client";

import { api } from "@/lib/api-client";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";

/** A failed registration as a toast: a title and, when the server explained, a description. */
export interface RegistrationProblem {
  title: string;
  description?: string;
}

/** The booking-details registration variant: address fields the step does not ask for default to 'Not provided'. */
export async function registerAccount(
  values: BookingDetailsValues,
): Promise<RegistrationProblem | null> {
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
  if (result.ok) return null;
  // Past the limit the server says how many minutes to wait: that is the message, not a detail.
  if (result.status === 429) return { title: result.message };
  return { title: "Failed to create user account", description: result.message };
}

/**
 * Signs in through next-auth's credentials provider; answers an error message or null. The
 * next-auth client is imported here, on submit, so the details step does not download it first.
 * For an account with two-factor sign-in the first answer is TWO_FACTOR_MESSAGES.required: the
 * step asks for the code and signs in again with it.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  code?: string,
): Promise<string | null> {
  const { signIn } = await import("next-auth/react");
  const result = await signIn("credentials", {
    email: email.trim(),
    password,
    ...(code ? { code } : {}),
    redirect: false,
  });
  if (result?.ok && !result.error) return null;
  return result?.error && result.error !== "CredentialsSignin"
    ? result.error
    : "Invalid email or password.";
}
