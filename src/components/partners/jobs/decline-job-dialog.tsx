"use client";

import { useRouter } from "next/navigation";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import type { PartnerJob } from "@/lib/partners/partner-jobs";

interface DeclineInput {
  reason: string;
}

const resolver = lazySchemaResolver<DeclineInput>(
  async () => (await import("@/lib/validations/partner-job")).partnerDeclineJobSchema,
);

/** Decline: the reason goes to the operator, and the job returns to its queue. */
export function DeclineJobDialog({ job }: { job: PartnerJob }) {
  const router = useRouter();
  return (
    <ReasonDialog<unknown>
      trigger="Decline"
      triggerLabel={`Decline job ${job.booking_reference}`}
      size="sm"
      title={`Decline job ${job.booking_reference}?`}
      description="The operator sees your reason and offers the job elsewhere."
      reasonLabel="Reason"
      maxLength={500}
      resolver={resolver}
      url={`/api/partner/jobs/${job.assignment_id}/decline`}
      fallbackMessage="The job could not be declined. Please try again."
      failureTitle="Not declined"
      submitLabel="Decline job"
      pendingLabel="Declining..."
      // Read the page again: the job leaves the partner's offers.
      onDone={() => router.refresh()}
    />
  );
}
