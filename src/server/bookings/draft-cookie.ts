import "server-only";
import { cookies } from "next/headers";
import { DRAFT_COOKIE } from "@/lib/booking-draft-cookie";
import { bookingDraftStateSchema } from "@/lib/validations/booking/draft-state";

/**
 * The booking draft's JSON from its cookie copy, for the step named by `?booking_id=`: only when
 * it parses, passes the stored-draft schema and is that booking's. Anything else (no cookie, a
 * stale or hand-edited one, another draft) is null, and the step reads the browser's storage.
 */
export async function storedDraftFor(
  bookingId: string | string[] | undefined,
): Promise<string | null> {
  if (typeof bookingId !== "string" || bookingId === "") return null;
  const raw = (await cookies()).get(DRAFT_COOKIE)?.value;
  return raw ? checkedDraftJson(raw, bookingId) : null;
}

/** The pure half of `storedDraftFor`, apart for tests: the cookie's value is URI-encoded JSON. */
export function checkedDraftJson(raw: string, bookingId: string): string | null {
  let json: string;
  let value: unknown;
  try {
    json = decodeURIComponent(raw);
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = bookingDraftStateSchema.safeParse(value);
  if (!parsed.success) return null;
  return parsed.data.id === bookingId ? json : null;
}
