"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

/** The search box: the text goes to the URL (`?q=`), so the server renders the filtered table. */
export function PageSearch({ q }: { q: string }) {
  const router = useRouter();
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      aria-label="Search pages"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim() ? `?${new URLSearchParams({ q: text.trim() })}` : "";
        router.push(`/admin/pages${query}`);
      }}
    >
      <TextField
        id="page-search"
        type="search"
        label="Search pages"
        placeholder="Title or URL"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="min-w-64 flex-1"
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}
