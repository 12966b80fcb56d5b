"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import {
  revisionLabel,
  type AdminPage,
  type AdminRevisionSummary,
} from "@/lib/content/admin-pages";
import type { PlaceholderKey } from "@/lib/content/placeholders";
import { RevisionDialog } from "./revision-dialog";
import { HeadedSection } from "@/components/ui/headed-section";

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/**
 * Every save of the page (who, when, what), newest first. View shows a revision as it renders;
 * Restore copies it into the editor as a new revision, which visitors see only after Publish.
 */
export function RevisionsPanel({
  pageId,
  revisions,
  placeholders,
  onRestored,
}: {
  pageId: number;
  revisions: AdminRevisionSummary[];
  placeholders: Record<PlaceholderKey, string>;
  onRestored: (page: AdminPage) => void;
}) {
  const router = useRouter();
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = async (revisionId: number) => {
    setRestoring(revisionId);
    const result = await api.post<AdminPage>(
      `/api/admin/pages/${pageId}/revisions/${revisionId}/restore`,
      { fallbackMessage: "The revision could not be restored. Please try again." },
    );
    setRestoring(null);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(`${result.message}: publish to show it to visitors`);
    onRestored(result.data);
    setViewing(null);
    router.refresh();
  };
  return (
    <HeadedSection id="revisions-heading" title="Revisions" className="flex flex-col gap-3">
      <ol className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
        {revisions.map((revision) => {
          const label = `${revisionLabel(revision.action)} ${when.format(new Date(revision.created_at))}`;
          return (
            <li
              key={revision.revision_id}
              className="flex flex-wrap items-center gap-3 p-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-neutral-900">
                  {revisionLabel(revision.action)}
                  {revision.is_published && (
                    <Badge tone="green" className="ml-2">
                      Live
                    </Badge>
                  )}
                </p>
                <p className="text-neutral-700">
                  <time dateTime={revision.created_at}>
                    {when.format(new Date(revision.created_at))}
                  </time>{" "}
                  by {revision.created_by_name ?? "the system"}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`View revision: ${label}`}
                onClick={() => setViewing(revision.revision_id)}
              >
                View
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Restore revision: ${label}`}
                disabled={restoring !== null}
                onClick={() => void restore(revision.revision_id)}
              >
                {restoring === revision.revision_id ? "Restoring..." : "Restore"}
              </Button>
            </li>
          );
        })}
      </ol>
      <RevisionDialog
        pageId={pageId}
        revisionId={viewing}
        placeholders={placeholders}
        onClose={() => setViewing(null)}
        onRestore={(revisionId) => void restore(revisionId)}
        restoring={restoring !== null}
      />
    </HeadedSection>
  );
}
