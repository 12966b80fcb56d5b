"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { api, type ApiResult } from "@/lib/api-client";
import type { QueueCard } from "@/lib/dispatch/board-types";
import { FITS_SHOWN, FITS_SHOWN_MAX } from "@/lib/dispatch/suggestion-types";
import { useConsoleGet, type Loaded } from "@/components/admin/use-console-get";
import { pickupTimeText } from "./board-labels";
import { FarmOutForm } from "./farm-out-form";
import { SuggestionList } from "./suggestion-list";
import type { PartnerOption, Suggestion, Suggestions } from "./suggestion-types";
import { HeadedSection } from "@/components/ui/headed-section";

/** The dialog's panel as a sheet along the right edge, full height, instead of centred. */
export const SIDE_PANEL_CLASS =
  "left-auto right-0 top-0 h-full max-h-screen w-full max-w-xl translate-x-0 translate-y-0 rounded-none sm:w-[36rem]";

/**
 * The car's suggestions (the first `fits` who fit), read again whenever `round` changes: after a
 * refusal the list must say what the server now knows (a chauffeur another dispatcher has just
 * taken no longer fits). While a new read is on its way the last answer stays on screen, so
 * "Show more" keeps the dispatcher's place and ticks.
 */
function useSuggestions(
  card: QueueCard,
  round: number,
  fits: number,
): { loaded: Loaded<Suggestions>; shown: Suggestions | null } {
  const url = `/api/admin/bookings/${card.booking_id}/suggestions?car=${card.car_number}&fits=${fits}`;
  const loaded = useConsoleGet<Suggestions>(url, { round });
  const [last, setLast] = useState<Suggestions | null>(null);
  if (loaded.state === "ready" && loaded.data !== last) setLast(loaded.data);
  return { loaded, shown: loaded.state === "ready" ? loaded.data : last };
}

/**
 * A queued car's side panel: the chauffeurs who fit and who do not (from the suggestions
 * endpoint), Assign, Offer to several with an expiry, or Farm out to a partner. The API's
 * refusals (409) are shown here, with the suggestions read again; after a success the board is
 * refreshed and the panel closes.
 */
export function JobPanel({
  card,
  partners,
  onClose,
  onChanged,
}: {
  card: QueueCard;
  partners: PartnerOption[];
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const [round, setRound] = useState(0);
  const [fitsShown, setFitsShown] = useState(FITS_SHOWN);
  const { loaded: suggestions, shown } = useSuggestions(card, round, fitsShown);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const base = `/api/admin/bookings/${card.booking_id}`;
  const carNumber = card.car_number;

  async function run(
    send: () => Promise<ApiResult<unknown>>,
    done: string,
  ): Promise<ApiResult<unknown>> {
    setBusy(true);
    setError(null);
    const result = await send();
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      // The refusal means the board moved on (someone took the chauffeur or the car): show
      // who fits now beside the message, not the list it was refused from.
      if (result.status === 409) setRound((current) => current + 1);
      return result;
    }
    toast.success(result.message || done);
    await onChanged();
    onClose();
    return result;
  }

  const assign = (fit: Suggestion) =>
    run(
      () =>
        api.post(`${base}/assignments`, {
          json: { carNumber, driverId: fit.driver_id, vehicleId: fit.vehicle?.vehicle_id ?? null },
        }),
      `${fit.name} assigned`,
    );
  const offer = (fits: Suggestion[], expiresInSeconds: number) =>
    run(
      () =>
        api.post(`${base}/offers`, {
          json: {
            carNumber,
            offers: fits.map((fit) => ({
              driverId: fit.driver_id,
              vehicleId: fit.vehicle?.vehicle_id ?? null,
            })),
            expiresInSeconds,
          },
        }),
      "Offer sent",
    );
  const farmOut = (partnerId: number, payPence: number) =>
    run(
      () => api.post(`${base}/farm-out`, { json: { carNumber, partnerId, payPence } }),
      "Offered to the partner",
    );

  const car = card.number_of_cars > 1 ? `, car ${card.car_number}` : "";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Dispatch ${card.booking_reference}${car}`}
        description={`Pickup ${pickupTimeText(card.local_time, card.pickup_time_zone, card.pickup_at)} from ${card.pickup}`}
        className={SIDE_PANEL_CLASS}
      >
        <div className="flex flex-col gap-5">
          {error && <Alert tone="error">{error}</Alert>}
          {suggestions.state === "loading" && (
            <p role="status" className="text-sm text-neutral-700">
              Finding chauffeurs who fit…
            </p>
          )}
          {suggestions.state === "error" && <Alert tone="error">{suggestions.message}</Alert>}
          {suggestions.state !== "error" && shown && (
            <SuggestionList
              suggestions={shown}
              actions={{
                busy,
                onAssign: (fit) => void assign(fit),
                onOffer: (f, s) => void offer(f, s),
              }}
              onShowMoreFits={() =>
                setFitsShown((current) => Math.min(FITS_SHOWN_MAX, current + FITS_SHOWN))
              }
            />
          )}
          <HeadedSection
            id="farm-out-heading"
            title="Farm out to a partner"
            level={3}
            className="border-t border-neutral-200 pt-4"
            titleClassName="mb-2 text-base"
          >
            <FarmOutForm partners={partners} busy={busy} onFarmOut={farmOut} />
          </HeadedSection>
        </div>
      </DialogContent>
    </Dialog>
  );
}
