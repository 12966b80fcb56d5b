"use client";

import { useDeferredValue, useMemo } from "react";
import { ContentPageView } from "@/components/content/content-page-view";
import { renderMarkdown } from "@/lib/content/markdown";
import { fillText, type PlaceholderKey } from "@/lib/content/placeholders";

/**
 * The editor's live preview: the same renderer and sanitiser as the public page, with the same
 * site facts filled in, so what the administrator sees is what visitors will get. Rendering
 * waits for typing to pause (a deferred value), so a long page never makes the textarea lag.
 */
export function LivePreview({
  title,
  markdown,
  placeholders,
}: {
  title: string;
  markdown: string;
  placeholders: Record<PlaceholderKey, string>;
}) {
  const deferredMarkdown = useDeferredValue(markdown);
  const html = useMemo(
    () => renderMarkdown(deferredMarkdown, placeholders),
    [deferredMarkdown, placeholders],
  );
  return (
    <section aria-labelledby="live-preview-heading" className="flex min-w-0 flex-col gap-2">
      <h2 id="live-preview-heading" className="text-sm font-semibold text-neutral-800">
        Live preview
      </h2>
      <div
        data-testid="live-preview"
        // A scrolling box must be reachable by keyboard to be read (WCAG 2.1.1).
        tabIndex={0}
        role="group"
        aria-labelledby="live-preview-heading"
        className="max-h-[70vh] overflow-y-auto rounded-lg border border-neutral-200 bg-white [&_article]:px-6 [&_article]:py-6 [&_h1]:text-2xl"
      >
        <ContentPageView title={fillText(title, placeholders) || "Untitled page"} html={html} />
      </div>
    </section>
  );
}
