import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The booking's PDF receipt (GET /api/bookings/{id}/receipt), for its owner or an administrator. */
export function DownloadReceiptButton({
  bookingId,
  className,
}: {
  bookingId: number;
  className?: string;
}) {
  return (
    <Button asChild variant="outline" className={className}>
      <a href={`/api/bookings/${bookingId}/receipt`} download>
        <Download aria-hidden className="h-4 w-4" />
        Download receipt
      </a>
    </Button>
  );
}
