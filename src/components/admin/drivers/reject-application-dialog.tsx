"use client";

import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import type { DriverView } from "@/lib/drivers/types";
import { REJECTION_REASON_MAX, type RejectDriverInput } from "@/lib/validations/driver-decision";
import { fullName } from "@/components/drivers/driver-format";

const resolver = lazySchemaResolver<RejectDriverInput>(
  async () => (await import("@/lib/validations/driver-decision")).rejectDriverSchema,
);

/** Reject: the reason (required) is e-mailed to the applicant as written, and kept in History. */
export function RejectApplicationDialog({
  driver,
  size,
  onRejected,
}: {
  driver: DriverView;
  size: "sm" | "md";
  onRejected: (driver: DriverView) => void;
}) {
  const name = fullName(driver);
  return (
    <ReasonDialog<DriverView>
      trigger="Reject"
      triggerLabel={`Reject ${name}`}
      size={size}
      title={`Reject ${name}'s application?`}
      description={`The reason is e-mailed to ${driver.email}, and the record is kept as Unavailable.`}
      reasonLabel="Reason (sent to the applicant)"
      maxLength={REJECTION_REASON_MAX}
      resolver={resolver}
      url={`/api/drivers/${driver.driver_id}/reject`}
      fallbackMessage="The application could not be rejected. Please try again."
      failureTitle="Not rejected"
      submitLabel="Reject application"
      pendingLabel="Rejecting..."
      onDone={onRejected}
    />
  );
}
