"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";

const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "Active", label: "Active" },
  { value: "Pending", label: "Pending" },
  { value: "Inactive", label: "Inactive" },
] as const;

/** Search and status filter; the state lives in the URL, so the server renders the list. */
export function PartnerFilters({ q, status }: { q: string; status: string }) {
  const router = useRouter();
  const [text, setText] = useState(q);
  const [choice, setChoice] = useState(status);
  const apply = (nextStatus = choice) => {
    const query = new URLSearchParams();
    if (text.trim()) query.set("q", text.trim());
    if (nextStatus !== "all") query.set("status", nextStatus);
    router.push(`/admin/partners${query.size ? `?${query}` : ""}`);
  };
  return (
    <form
      role="search"
      aria-label="Search partners"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField
        id="partner-search"
        label="Search partners"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="min-w-64 flex-1"
      />
      <Select
        id="partner-status"
        label="Status"
        options={STATUS_OPTIONS}
        value={choice}
        onValueChange={(value) => {
          setChoice(value);
          apply(value);
        }}
        className="w-44"
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}
