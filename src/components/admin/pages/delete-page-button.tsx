"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toastResult } from "@/components/admin/toast-result";
import { ConfirmActionDialog } from "@/components/admin/confirm-action-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";

/** Delete with a confirmation; the table is read again from the server afterwards. */
export function DeletePageButton({ pageId, title }: { pageId: number; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const result = await api.del<{ page_id: number }>(`/api/admin/pages/${pageId}`, {
      fallbackMessage: "The page could not be deleted. Please try again.",
    });
    setBusy(false);
    if (!toastResult(result)) return;
    setOpen(false);
    router.refresh();
  };
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden className="size-4 text-red-700" />
        </Button>
      }
      title={`Delete “${title}”?`}
      description="The page, its revisions and its view counts are removed, and its address stops working at once. This cannot be undone."
      confirmLabel="Delete page"
      busyLabel="Deleting..."
      busy={busy}
      variant="danger"
      onConfirm={remove}
    />
  );
}
