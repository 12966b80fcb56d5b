"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import {
  readDraft,
  readDraftSnapshot,
  subscribeToDraft,
  type BookingDraftState,
} from "./draft-store";

const serverSnapshot = () => undefined;

/**
 * The draft named by `?booking_id=`. Without the parameter, or when it names no draft in this
 * browser, the user is sent home with the spec's message. Null while loading or redirecting.
 */
export function useBookingDraft(): BookingDraftState | null {
  const router = useRouter();
  const bookingId = useSearchParams().get("booking_id");
  // undefined on the server and during hydration; the stored JSON string (or null) after.
  const snapshot = useSyncExternalStore<string | null | undefined>(
    subscribeToDraft,
    readDraftSnapshot,
    serverSnapshot,
  );
  const draft = useMemo(() => (snapshot ? readDraft() : null), [snapshot]);
  const matches = draft !== null && draft.id === bookingId;

  useEffect(() => {
    if (snapshot === undefined) return;
    if (!bookingId) {
      toast.error("Invalid booking session");
      router.replace("/");
    } else if (!matches) {
      toast.error("Booking not found");
      router.replace("/");
    }
    // Only the first verdict matters: clearing the draft after booking must not bounce the user home.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot === undefined, bookingId]);

  return matches ? draft : null;
}
