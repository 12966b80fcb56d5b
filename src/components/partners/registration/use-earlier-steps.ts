"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { PARTNER_MESSAGES } from "@/lib/partners/registration-messages";
import { readRegistration, type PartnerRegistrationDraft } from "./registration-storage";

type Step = keyof PartnerRegistrationDraft;

/**
 * Steps 2 and 3 need the answers of the steps before them: without those the visitor is told
 * to start over and sent to step 1. Checked once on arrival; `onArrival` then gets the stored
 * answers (to fill the form). Answers `startOver` for a check at submit time.
 */
export function useEarlierSteps(
  needed: readonly Step[],
  onArrival?: (saved: PartnerRegistrationDraft) => void,
): { startOver: () => void; missing: () => boolean } {
  const router = useRouter();
  const startOver = useCallback(() => {
    toast.error(PARTNER_MESSAGES.startOver);
    router.replace("/partner-registration");
  }, [router]);
  const missing = useCallback(() => {
    const saved = readRegistration();
    return needed.some((step) => !saved[step]);
  }, [needed]);
  useEffect(() => {
    if (missing()) return startOver();
    onArrival?.(readRegistration());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- because the answers are checked once on arrival; the steps and the callback are fixed for the page's life
  }, []);
  return { startOver, missing };
}
