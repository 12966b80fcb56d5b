"use client";

import { FileText, X } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { buttonClass } from "./button";
import { cn } from "./cn";
import { FieldShell, useFieldIds } from "./field";

export interface FilePickerProps {
  label: string;
  /** e.g. "image/jpeg,image/png,image/webp" */
  accept?: string;
  multiple?: boolean;
  /** The most files the field keeps; extra choices are dropped with a message. */
  maxFiles?: number;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** An image preview whose object URL is created for this file and revoked when it goes. */
function ImagePreview({ file }: { file: File }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  // eslint-disable-next-line @next/next/no-img-element -- a local object URL, nothing to optimise
  return <img ref={attach} alt="" className="size-16 rounded object-cover" />;
}

function chosenText(count: number): string {
  if (count === 0) return "No file chosen";
  return count === 1 ? "1 file chosen" : `${count} files chosen`;
}

/** A native file input (keyboard and screen-reader friendly) with previews and per-file remove. */
export function FilePicker({
  label,
  accept,
  multiple,
  maxFiles = multiple ? 10 : 1,
  files,
  onFilesChange,
  error,
  hint,
  disabled,
  id,
  className,
}: FilePickerProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const shownError = error ?? notice ?? undefined;
  const ids = useFieldIds(id, hint, shownError);
  const full = files.length >= maxFiles;
  const inputDisabled = disabled || (multiple === true && full);
  const buttonText =
    files.length === 0
      ? multiple
        ? "Choose files"
        : "Choose file"
      : multiple
        ? "Add more files"
        : "Replace file";

  function add(chosen: FileList | null) {
    const picked = Array.from(chosen ?? []);
    const next = multiple ? [...files, ...picked] : picked.slice(0, 1);
    setNotice(
      next.length > maxFiles
        ? `You can add up to ${maxFiles} file${maxFiles === 1 ? "" : "s"}.`
        : null,
    );
    onFilesChange(next.slice(0, maxFiles));
  }

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={shownError} className={className}>
      {/*
        The native input, transparent over the kit's button, still takes the click, the keyboard
        and the label; the browser's own "No file chosen" beside it is not shown, since the input
        is cleared after each choice and would say so beside the files just chosen.
      */}
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn(
            "relative rounded-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-gold-500",
            inputDisabled && "opacity-60",
          )}
        >
          <span aria-hidden className={buttonClass({ variant: "primary" })}>
            {buttonText}
          </span>
          <input
            id={ids.controlId}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={inputDisabled}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              add(event.currentTarget.files);
              // Cleared so choosing the same file again still fires a change.
              event.currentTarget.value = "";
            }}
            className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
        </div>
        <span aria-hidden className="text-sm text-neutral-700">
          {chosenText(files.length)}
        </span>
      </div>
      {files.length > 0 && (
        <ul aria-label={`${label}: chosen files`} className="mt-2 flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.lastModified}-${index}`}
              className="flex items-center gap-3 rounded-md border border-neutral-200 p-2"
            >
              {file.type.startsWith("image/") ? (
                <ImagePreview file={file} />
              ) : (
                <FileText aria-hidden className="size-10 text-neutral-600" />
              )}
              <span className="min-w-0 flex-1 truncate text-sm text-neutral-900">{file.name}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                className={cn(buttonClass({ variant: "ghost", size: "icon" }))}
                onClick={() => {
                  setNotice(null);
                  onFilesChange(files.filter((_, at) => at !== index));
                }}
              >
                <X aria-hidden className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldShell>
  );
}
