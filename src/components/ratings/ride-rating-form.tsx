"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { RadioGroup } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { api, type ApiFieldErrors } from "@/lib/api-client";
import { MAX_COMMENT_LENGTH } from "@/lib/ratings/rules";
import { PRAISE_TAGS, PROBLEM_TAGS, RATING_TAG_LABELS, type RatingTag } from "@/lib/ratings/tags";
import type { RideRatingInput } from "@/lib/validations/ride-rating";

const STAR_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: (
    <>
      <span aria-hidden className="text-brand-gold-700">
        {"★".repeat(stars)}
        {"☆".repeat(5 - stars)}
      </span>{" "}
      {stars} star{stars === 1 ? "" : "s"}
    </>
  ),
}));

function TagGroup({
  legend,
  tags,
  chosen,
  onToggle,
}: {
  legend: string;
  tags: readonly RatingTag[];
  chosen: ReadonlySet<RatingTag>;
  onToggle: (tag: RatingTag, on: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      {tags.map((tag) => (
        <Checkbox
          key={tag}
          label={RATING_TAG_LABELS[tag]}
          checked={chosen.has(tag)}
          onCheckedChange={(on) => onToggle(tag, on)}
        />
      ))}
    </fieldset>
  );
}

/**
 * Rate a completed ride: stars (a radio group), what went well or wrong (checkboxes) and an
 * optional comment, sent once. The server decides whether the ride may still be rated.
 */
export function RideRatingForm({
  bookingId,
  assignmentId,
  onRated,
}: {
  bookingId: number;
  /** Set when the booking had more than one car. */
  assignmentId?: number;
  onRated: (stars: number) => void;
}) {
  const [stars, setStars] = useState("");
  const [tags, setTags] = useState<Set<RatingTag>>(new Set());
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<ApiFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (tag: RatingTag, on: boolean) =>
    setTags((current) => {
      const next = new Set(current);
      if (on) next.add(tag);
      else next.delete(tag);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setErrors({ stars: "Choose from 1 to 5 stars" });
      return;
    }
    const payload: RideRatingInput = {
      stars: Number(stars),
      tags: [...tags],
      ...(comment.trim() ? { comment } : {}),
      ...(assignmentId ? { assignment_id: assignmentId } : {}),
    };
    setBusy(true);
    const answer = await api.post(`/api/bookings/${bookingId}/rating`, {
      json: payload,
      fallbackMessage: "Your rating could not be sent. Please try again.",
    });
    setBusy(false);
    if (answer.ok) {
      onRated(Number(stars));
      return;
    }
    setErrors(answer.fieldErrors);
    setMessage(answer.message);
  };

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      {message && <Alert tone="error">{message}</Alert>}
      <RadioGroup
        label="Your rating"
        options={STAR_OPTIONS}
        value={stars}
        onValueChange={setStars}
        required
        error={errors.stars}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TagGroup legend="What went well" tags={PRAISE_TAGS} chosen={tags} onToggle={toggle} />
        <TagGroup
          legend="What could be better"
          tags={PROBLEM_TAGS}
          chosen={tags}
          onToggle={toggle}
        />
      </div>
      <Textarea
        label="Comment (optional)"
        value={comment}
        maxLength={MAX_COMMENT_LENGTH}
        rows={3}
        error={errors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Sending…" : "Send rating"}
      </Button>
    </form>
  );
}
