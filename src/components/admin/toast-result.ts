import { toast } from "@/components/ui/toast";
import type { ApiResult } from "@/lib/api-client";

/**
 * Shows the server's answer to a console action as it worded it (an error or a success toast)
 * and says whether the action went through, so the caller only carries on after a success.
 */
export function toastResult<T>(
  result: ApiResult<T>,
): result is Extract<ApiResult<T>, { ok: true }> {
  if (!result.ok) {
    toast.error(result.message);
    return false;
  }
  toast.success(result.message);
  return true;
}
