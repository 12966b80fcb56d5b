import { Alert } from "@/components/ui/alert";
import { AppError } from "@/server/http/errors";

/**
 * The read, or the domain's refusal as a value (a chauffeur without a driver record, say): the
 * page then shows the refusal's message where its content would be, rather than an error page.
 * Anything else still throws.
 */
export function orRefusal<T>(read: Promise<T>): Promise<T | AppError> {
  return read.catch((error: unknown) => {
    if (error instanceof AppError) return error;
    throw error;
  });
}

/** A refusal's message in place of the page's content; present on arrival, so not announced. */
export function RefusalNotice({ refusal }: { refusal: AppError }) {
  return (
    <Alert tone="warning" live={false}>
      {refusal.message}
    </Alert>
  );
}
