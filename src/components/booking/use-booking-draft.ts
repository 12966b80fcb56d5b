"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import {
  parseDraft,
  readDraftSnapshot,
  subscribeToDraft,
  type BookingDraftState,
} from "./draft-store";

const subscribeToNothing = () => () => {};

/**
 * The draft named by `?booking_id=`. Without the parameter, or when it names no draft in this
 * browser, the user is sent home with the spec's message. Null while loading or redirecting.
 *
 * `storedDraft` is the draft's JSON as the server read it from its cookie copy (already checked
 * to be this booking's): the server renders with it, and the browser hydrates with it before
 * reading its own storage, which stays the source of truth.
 */
export function useBookingDraft(storedDraft?: string | null): BookingDraftState | null {
  const router = useRouter();
  const bookingId = useSearchParams().get("booking_id");
  // The server's copy (or undefined) on the server and during hydration; the stored JSON
  // string (or null) after.
  const snapshot = useSyncExternalStore<string | null | undefined>(
    subscribeToDraft,
    readDraftSnapshot,
    () => storedDraft ?? undefined,
  );
  // False on the server and during hydration: the verdict waits for the browser's own storage.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const draft = useMemo(() => parseDraft(snapshot), [snapshot]);
  const matches = draft !== null && draft.id === bookingId;

  useEffect(() => {
    if (!hydrated) return;
    if (!bookingId) {
      toast.error("Invalid booking session");
      router.replace("/");
    } else if (!matches) {
      toast.error("Booking not found");
      router.replace("/");
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- because only the first verdict matters: clearing the draft after booking (matches turning false) must not bounce the user home
  }, [hydrated, bookingId]);

  return matches ? draft : null;
}
