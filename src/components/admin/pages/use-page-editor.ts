"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { toastResult } from "@/components/admin/toast-result";
import { applyFieldErrors, fieldNamesOf } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { api } from "@/lib/api-client";
import type { AdminPage } from "@/lib/content/admin-pages";
import { slugify } from "@/lib/content/slug";
import type { EditorFields } from "./page-editor-fields";

export type EditorAction = "draft" | "publish" | "unpublish";

const EMPTY: EditorFields = { title: "", slug: "", meta_description: "", body_markdown: "" };
const FIELDS = fieldNamesOf(EMPTY);

const resolver = lazySchemaResolver<EditorFields>(
  async () => (await import("@/lib/validations/content-page")).contentPageSchema,
);

export function fieldsOf(page: AdminPage | null): EditorFields {
  if (!page) return EMPTY;
  const { title, slug, meta_description, body_markdown } = page;
  return { title, slug, meta_description, body_markdown };
}

/**
 * The editor's form and its three actions. The form checks with the handler's schema first,
 * then the server's answer decides (a taken slug comes back as the slug's error). A new page
 * moves to its own address after the first save; later saves refresh the revisions list.
 */
export function usePageEditor(initial: AdminPage | null) {
  const router = useRouter();
  const [page, setPage] = useState(initial);
  const [busy, setBusy] = useState<EditorAction | null>(null);
  const form = useForm<EditorFields>({ resolver, defaultValues: fieldsOf(initial) });

  // A new page's slug follows its title until the administrator edits the slug.
  const titleField = form.register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (page || form.getFieldState("slug").isDirty) return;
      form.setValue("slug", slugify(event.target.value));
    },
  });

  const replace = (next: AdminPage) => {
    setPage(next);
    form.reset(fieldsOf(next));
  };

  const send = async (values: EditorFields, action: "draft" | "publish") => {
    setBusy(action);
    const url = page ? `/api/admin/pages/${page.page_id}` : "/api/admin/pages";
    const result = await (page ? api.put : api.post)<AdminPage>(url, {
      json: { ...values, action },
      fallbackMessage: "The page could not be saved. Please try again.",
    });
    setBusy(null);
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
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

  const save = (action: "draft" | "publish") =>
    form.handleSubmit(
      (values) => send(values, action),
      () => toast.error("Please correct the highlighted fields."),
    )();

  const unpublish = async () => {
    if (!page) return;
    setBusy("unpublish");
    const result = await api.post<AdminPage>(`/api/admin/pages/${page.page_id}/unpublish`, {
      fallbackMessage: "The page could not be unpublished. Please try again.",
    });
    setBusy(null);
    if (!toastResult(result)) return;
    setPage(result.data);
    router.refresh();
  };

  return { page, form, titleField, busy, save, unpublish, replace };
}
