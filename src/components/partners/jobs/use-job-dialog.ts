"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Open state of a partner's accept or decline dialog. Closing it clears the form; `finish`
 * closes it and reads the page again, so the job shows in the list it now belongs to.
 */
export function useJobDialog(clearForm: () => void) {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) clearForm();
  };

  const finish = (successMessage?: string) => {
    changeOpen(false);
    if (successMessage !== undefined) toast.success(successMessage);
    router.refresh();
  };

  return { open, changeOpen, finish };
}
