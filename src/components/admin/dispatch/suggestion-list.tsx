"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Select } from "@/components/ui/select";
import { plural, serviceClassName } from "./board-labels";
import { ShowMoreFooter, type ShowMoreNouns } from "./show-more-footer";
import { OFFER_EXPIRY_OPTIONS, type Suggestion, type Suggestions } from "./suggestion-types";
import { HeadedSection } from "@/components/ui/headed-section";
import { FITS_SHOWN, FITS_SHOWN_MAX } from "@/lib/dispatch/suggestion-types";

const FITS: ShowMoreNouns = {
  counted: "chauffeurs who fit",
  one: "chauffeur",
  many: "chauffeurs",
  step: FITS_SHOWN,
  max: FITS_SHOWN_MAX,
};

export interface SuggestionActions {
  busy: boolean;
  onAssign: (fit: Suggestion) => void;
  onOffer: (fits: Suggestion[], expiresInSeconds: number) => void;
}

function vehicleText(fit: Suggestion): string {
  if (!fit.vehicle) return "No vehicle";
  const { label, plate_display, service_class } = fit.vehicle;
  return `${label} · ${plate_display} · ${serviceClassName(service_class)}`;
}

function FitRow({
  fit,
  chosen,
  onChoose,
  actions,
}: {
  fit: Suggestion;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  actions: SuggestionActions;
}) {
  return (
    <li className="rounded-md border border-neutral-300 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-neutral-900">{fit.name}</span>
        {fit.higher_class && <Badge tone="blue">Higher class</Badge>}
      </div>
      <p className="text-neutral-800">{vehicleText(fit)}</p>
      <p className="text-neutral-800">
        {plural(fit.jobs_that_day, "job")} that day
        {fit.rating !== null ? ` · rated ${fit.rating.toFixed(1)}` : ""}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={actions.busy}
          aria-label={`Assign ${fit.name}`}
          onClick={() => actions.onAssign(fit)}
        >
          Assign
        </Button>
        <Checkbox
          label={`Include ${fit.name} in the offer`}
          checked={chosen}
          onCheckedChange={onChoose}
        />
      </div>
    </li>
  );
}

/**
 * The chauffeurs who fit (Assign one, or tick several and Offer to them at once with an expiry),
 * the best ranked first and more on "Show more", and the ones who do not, each with the reasons,
 * so the dispatcher never wonders why.
 */
export function SuggestionList({
  suggestions,
  actions,
  defaultExpirySeconds = 600,
  onShowMoreFits,
}: {
  suggestions: Suggestions;
  actions: SuggestionActions;
  defaultExpirySeconds?: number;
  /** Asks for the next page of those who fit; without it no button is offered. */
  onShowMoreFits?: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [expiry, setExpiry] = useState(String(defaultExpirySeconds));
  const picked = suggestions.fits.filter((fit) => chosen.has(fit.driver_id));
  const choose = (driverId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(driverId);
      else next.delete(driverId);
      return next;
    });
  return (
    <div className="flex flex-col gap-4">
      <HeadedSection
        id="fits-heading"
        title={`Chauffeurs who fit (${suggestions.fits_total})`}
        level={3}
        titleClassName="text-base"
      >
        {suggestions.fits.length === 0 ? (
          <p className="mt-1 text-sm text-neutral-700">No chauffeur fits this job.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {suggestions.fits.map((fit) => (
              <FitRow
                key={fit.driver_id}
                fit={fit}
                chosen={chosen.has(fit.driver_id)}
                onChoose={(on) => choose(fit.driver_id, on)}
                actions={actions}
              />
            ))}
          </ul>
        )}
        <ShowMoreFooter
          shown={suggestions.fits.length}
          total={suggestions.fits_total}
          nouns={FITS}
          className="mt-2"
          onShowMore={onShowMoreFits}
        />
      </HeadedSection>
      {suggestions.fits.length > 0 && (
        <HeadedSection
          id="offer-heading"
          title="Offer"
          level={3}
          className="flex flex-wrap items-end gap-3"
          titleClassName="sr-only"
        >
          <Select
            label="Offer expires after"
            options={OFFER_EXPIRY_OPTIONS}
            value={expiry}
            onValueChange={setExpiry}
            className="min-w-44"
          />
          <Button
            variant="secondary"
            disabled={actions.busy || picked.length === 0}
            onClick={() => actions.onOffer(picked, Number(expiry))}
          >
            Offer to {plural(picked.length, "chauffeur")}
          </Button>
        </HeadedSection>
      )}
      {suggestions.misfits_total > 0 && (
        <HeadedSection
          id="misfits-heading"
          title={`Chauffeurs who do not fit (${suggestions.misfits_total})`}
          level={3}
          titleClassName="text-base"
        >
          {suggestions.misfits_total > suggestions.misfits.length && (
            <>
              <p className="mt-1 text-sm text-neutral-800">
                The nearest {suggestions.misfits.length} are listed with their reasons. In all:
              </p>
              <ul
                aria-label="Why chauffeurs do not fit"
                className="list-disc pl-5 text-sm text-neutral-800"
              >
                {suggestions.misfit_counts.map((entry) => (
                  <li key={entry.reason}>
                    {entry.reason}: {entry.count.toLocaleString("en-GB")}
                  </li>
                ))}
              </ul>
            </>
          )}
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {suggestions.misfits.map((misfit) => (
              <li key={misfit.driver_id} className="rounded-md bg-neutral-100 p-2">
                <span className="font-semibold text-neutral-900">{misfit.name}</span>
                <ul className="list-disc pl-5 text-neutral-800">
                  {misfit.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}
    </div>
  );
}
