import { Alert } from "@/components/ui/alert";
import type { PartnerStatus } from "@/lib/partners/partner-options";

/** Pending: under review, guest page not yet public. Inactive: the guest page takes no bookings. */
export function PartnerStatusBanner({ status }: { status: PartnerStatus }) {
  if (status === "Active") return null;
  return (
    <Alert tone="warning" live={false} className="mb-6">
      {status === "Pending" ? (
        <>
          <strong>Your partner account is under review.</strong> Your guest page goes live once we
          have approved your account; we will e-mail you when it has been.
        </>
      ) : (
        <>
          <strong>Your partner account is inactive.</strong> Your guest page is not taking bookings.
          Contact partner support to reactivate it.
        </>
      )}
    </Alert>
  );
}
