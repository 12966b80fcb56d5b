"use client";

import { useEffect, useState } from "react";
import { ContentPageView } from "@/components/content/content-page-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { api } from "@/lib/api-client";
import { revisionLabel, type AdminRevision } from "@/lib/content/admin-pages";
import { fillHtml } from "@/lib/content/markdown";
import { fillText, type PlaceholderKey } from "@/lib/content/placeholders";

/** One revision as visitors would see it (sanitised by the server), with Restore. */
export function RevisionDialog({
  pageId,
  revisionId,
  placeholders,
  onClose,
  onRestore,
  restoring,
}: {
  pageId: number;
  revisionId: number | null;
  placeholders: Record<PlaceholderKey, string>;
  onClose: () => void;
  onRestore: (revisionId: number) => void;
  restoring: boolean;
}) {
  // The answer is kept with the id it belongs to, so another revision's never shows meanwhile.
  const [loaded, setLoaded] = useState<{
    id: number;
    revision?: AdminRevision;
    error?: string;
  } | null>(null);
  useEffect(() => {
    if (revisionId === null) return;
    const controller = new AbortController();
    api
      .get<AdminRevision>(`/api/admin/pages/${pageId}/revisions/${revisionId}`, {
        signal: controller.signal,
        cache: "no-store",
      })
      .then((result) =>
        setLoaded(
          result.ok
            ? { id: revisionId, revision: result.data }
            : { id: revisionId, error: result.message },
        ),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [pageId, revisionId]);
  const current = loaded && loaded.id === revisionId ? loaded : null;
  const revision = current?.revision ?? null;
  const error = current?.error ?? null;
  return (
    <Dialog open={revisionId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="xl"
        title={
          revision
            ? `${revisionLabel(revision.action)} by ${revision.created_by_name ?? "the system"}`
            : "Revision"
        }
        description={revision ? `Address /${revision.slug}` : "Loading the revision..."}
      >
        {error && <p role="alert">{error}</p>}
        {revision && (
          <div className="mt-4 flex flex-col gap-4">
            <div className="rounded-lg border border-neutral-200 [&_article]:px-4 [&_article]:py-4 [&_h1]:text-2xl">
              <ContentPageView
                title={fillText(revision.title, placeholders)}
                html={fillHtml(revision.html, placeholders)}
              />
            </div>
            <div className="flex justify-end">
              <Button disabled={restoring} onClick={() => onRestore(revision.revision_id)}>
                Restore this revision
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
