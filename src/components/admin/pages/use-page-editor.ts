"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import type { AdminPage } from "@/lib/content/admin-pages";
import { slugify } from "@/lib/content/slug";
import { contentPageSaveSchema } from "@/lib/validations/content-page";
import type { EditorErrors, EditorFields } from "./page-editor-fields";

export type EditorAction = "draft" | "publish" | "unpublish";

const EMPTY: EditorFields = { title: "", slug: "", meta_description: "", body_markdown: "" };

export function fieldsOf(page: AdminPage | null): EditorFields {
  if (!page) return EMPTY;
  const { title, slug, meta_description, body_markdown } = page;
  return { title, slug, meta_description, body_markdown };
}

/**
 * The editor's state and its three actions. The form checks with the handler's schema first,
 * then the server's answer decides (a taken slug comes back as the slug's error). A new page
 * moves to its own address after the first save; later saves refresh the revisions list.
 */
export function usePageEditor(initial: AdminPage | null) {
  const router = useRouter();
  const [page, setPage] = useState(initial);
  const [fields, setFields] = useState(fieldsOf(initial));
  const [errors, setErrors] = useState<EditorErrors>({});
  const [busy, setBusy] = useState<EditorAction | null>(null);
  // A new page's slug follows its title until the administrator edits the slug.
  const [slugTouched, setSlugTouched] = useState(initial !== null);

  const change = (field: keyof EditorFields, value: string) => {
    setFields((current) => ({
      ...current,
      [field]: value,
      ...(field === "title" && !slugTouched ? { slug: slugify(value) } : {}),
    }));
    if (field === "slug") setSlugTouched(true);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const replace = (next: AdminPage) => {
    setPage(next);
    setFields(fieldsOf(next));
    setErrors({});
  };

  const save = async (action: "draft" | "publish") => {
    const checked = contentPageSaveSchema.safeParse({ ...fields, action });
    if (!checked.success) {
      const found: EditorErrors = {};
      for (const issue of checked.error.issues)
        found[issue.path[0] as keyof EditorFields] ??= issue.message;
      setErrors(found);
      toast.error("Please correct the highlighted fields.");
      return;
    }
    setBusy(action);
    const url = page ? `/api/admin/pages/${page.page_id}` : "/api/admin/pages";
    const result = await (page ? api.put : api.post)<AdminPage>(url, {
      json: checked.data,
      fallbackMessage: "The page could not be saved. Please try again.",
    });
    setBusy(null);
    if (!result.ok) {
      setErrors(result.fieldErrors as EditorErrors);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    if (!page) {
      router.push(`/admin/pages/${result.data.page_id}`);
      return;
    }
    replace(result.data);
    router.refresh();
  };

  const unpublish = async () => {
    if (!page) return;
    setBusy("unpublish");
    const result = await api.post<AdminPage>(`/api/admin/pages/${page.page_id}/unpublish`, {
      fallbackMessage: "The page could not be unpublished. Please try again.",
    });
    setBusy(null);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setPage(result.data);
    router.refresh();
  };

  return { page, fields, errors, busy, change, save, unpublish, replace };
}
