import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { TitledSection } from "@/components/ui/titled-section";
import type { PartnerJobs } from "@/lib/partners/partner-jobs";
import { displayPlate } from "@/lib/vehicles/plate";
import { AcceptJobDialog } from "./accept-job-dialog";
import { DeclineJobDialog } from "./decline-job-dialog";
import { JobStateBadge, offerExpiry, RIDE_COLUMNS } from "./job-format";
import { NextStepButton } from "./next-step-button";

/**
 * The jobs the operator farms out to the partner: open offers to accept or decline, and the
 * accepted jobs with their state and the button for the next step. Server-rendered; the
 * dialogs and buttons read the page again after each answer.
 */
export function PartnerJobSections({ jobs }: { jobs: PartnerJobs }) {
  return (
    <div className="mb-6 flex flex-col gap-6">
      <TitledSection id="job-offers" title="Job offers">
        <DataTable
          caption="Job offers"
          columns={[
            ...RIDE_COLUMNS,
            { key: "expires", header: "Offer expires", cell: offerExpiry },
          ]}
          rows={jobs.offers}
          rowKey={(job) => job.assignment_id}
          cardTitle={(job) => `Job ${job.booking_reference}`}
          cardsBelow="lg"
          compact
          actions={(job) => (
            <div className="flex flex-wrap gap-2">
              <AcceptJobDialog job={job} />
              <DeclineJobDialog job={job} />
            </div>
          )}
          empty={
            <EmptyState
              title="No job offers"
              description="Jobs the operator offers your company appear here until they expire."
            />
          }
        />
      </TitledSection>
      <TitledSection id="farmed-out-jobs" title="Farmed-out jobs">
        <DataTable
          caption="Farmed-out jobs"
          columns={[
            ...RIDE_COLUMNS,
            {
              key: "chauffeur",
              header: "Chauffeur and vehicle",
              cell: (job) =>
                [job.chauffeur_name, job.vehicle_plate && displayPlate(job.vehicle_plate)]
                  .filter(Boolean)
                  .join(", ") || "N/A",
              from: "lg",
            },
            {
              key: "status",
              header: "Status",
              cell: (job) => <JobStateBadge status={job.status} />,
            },
          ]}
          rows={jobs.jobs}
          rowKey={(job) => job.assignment_id}
          cardTitle={(job) => `Job ${job.booking_reference}`}
          cardsBelow="lg"
          compact
          actions={(job) => <NextStepButton job={job} />}
          empty={
            <EmptyState
              title="No farmed-out jobs yet"
              description="Offers you accept appear here with their progress."
            />
          }
        />
      </TitledSection>
    </div>
  );
}
