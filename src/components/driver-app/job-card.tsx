"use client";

import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DetailRows } from "@/components/ui/detail-rows";
import { directionsUrl } from "@/lib/dispatch/driver-steps";
import { JOB_STATE_INFO } from "@/lib/dispatch/job-moves";
import type { DriverJobView } from "@/lib/driver-app/types";
import { classText, destinationText, payText, pickupTimeText, vehicleText } from "./job-format";
import { SignScreen } from "./sign-screen";

export interface OfficePhone {
  display: string;
  href: string;
}

/** The job's facts as term and value; long addresses wrap instead of widening the page. */
export function JobFacts({ job, phoneZone }: { job: DriverJobView; phoneZone: string | null }) {
  const rows: [string, ReactNode][] = [
    ["Pickup time", pickupTimeText(job, phoneZone)],
    ["Pickup", job.pickup_location],
    [job.dropoff_location ? "Drop-off" : "Hire", destinationText(job)],
    ["Passenger", job.passenger_name || "Not given"],
    ["Passengers", String(job.number_of_passengers)],
    ["Luggage", String(job.number_of_luggage)],
  ];
  if (job.flight_number) rows.push(["Flight", job.flight_number]);
  if (job.pickup_sign) rows.push(["Sign", job.pickup_sign]);
  if (job.notes_for_chauffeur) rows.push(["Notes", job.notes_for_chauffeur]);
  rows.push(["Class", classText(job)]);
  const vehicle = vehicleText(job);
  if (vehicle) rows.push(["Vehicle", vehicle]);
  rows.push(["Pay", payText(job)]);
  return (
    <DetailRows
      rows={rows}
      termWidth="auto"
      emphasis="description"
      className="gap-x-3 gap-y-1.5 text-base"
    />
  );
}

/** Navigate, Call passenger (inside the phone window only), Show sign, Call office. */
export function JobHelpers({ job, office }: { job: DriverJobView; office: OfficePhone | null }) {
  const [signOpen, setSignOpen] = useState(false);
  const link = buttonClass({ variant: "outline", size: "lg", className: "w-full" });
  return (
    <div className="grid grid-cols-2 gap-2">
      <a
        className={link}
        href={directionsUrl(job.pickup_location, job.dropoff_location)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Navigate
      </a>
      {job.passenger_phone && (
        <a className={link} href={`tel:${job.passenger_phone}`}>
          Call passenger
        </a>
      )}
      {job.pickup_sign && (
        <Button variant="outline" size="lg" fullWidth onClick={() => setSignOpen(true)}>
          Show sign
        </Button>
      )}
      {office && (
        <a className={link} href={office.href}>
          Call office
        </a>
      )}
      {signOpen && job.pickup_sign && (
        <SignScreen text={job.pickup_sign} onClose={() => setSignOpen(false)} />
      )}
    </div>
  );
}

/** One job: reference, status, its facts, and (for the driver's own live jobs) the helpers. */
export function JobCard({
  job,
  phoneZone,
  office,
  large = false,
  children,
}: {
  job: DriverJobView;
  phoneZone: string | null;
  office: OfficePhone | null;
  large?: boolean;
  children?: ReactNode;
}) {
  const info = JOB_STATE_INFO[job.status];
  const live = !info.terminal && job.status !== "offered";
  return (
    <article
      aria-label={`Job ${job.booking_reference}`}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm",
        large ? "border-neutral-900 border-2" : "border-neutral-300",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className={cn("font-semibold text-neutral-900", large ? "text-xl" : "text-base")}>
          {pickupTimeText(job, phoneZone)}
        </h3>
        <Badge tone={info.tone}>{info.label}</Badge>
      </div>
      <p className="text-sm text-neutral-700">Booking {job.booking_reference}</p>
      <JobFacts job={job} phoneZone={phoneZone} />
      {children}
      {live && <JobHelpers job={job} office={office} />}
    </article>
  );
}
