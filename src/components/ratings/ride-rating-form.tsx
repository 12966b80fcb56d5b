"use client";

import { Controller, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { RadioGroup } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { MAX_COMMENT_LENGTH } from "@/lib/ratings/rules";
import { PRAISE_TAGS, PROBLEM_TAGS, RATING_TAG_LABELS, type RatingTag } from "@/lib/ratings/tags";
import type { RideRatingInput } from "@/lib/validations/ride-rating";

// The handler's own schema checks the form in the browser (loaded on the first submit).
const resolver = lazySchemaResolver<RideRatingInput>(
  async () => (await import("@/lib/validations/ride-rating")).rideRatingSchema,
);

const FIELDS = ["stars", "tags", "comment", "assignment_id"] as const;

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
  chosen: readonly RatingTag[];
  onToggle: (tag: RatingTag, on: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      {tags.map((tag) => (
        <Checkbox
          key={tag}
          label={RATING_TAG_LABELS[tag]}
          checked={chosen.includes(tag)}
          onCheckedChange={(on) => onToggle(tag, on)}
        />
      ))}
    </fieldset>
  );
}

/** Where the rating goes: the owner's booking (a car named when it had several), or a trip link. */
export type RatingTarget =
  | { bookingId: number; /** Set when the booking had more than one car. */ assignmentId?: number }
  | { /** e.g. `/api/trip/{token}/rating`: the link names the car. */ endpoint: string };

/**
 * Rate a completed ride: stars (a radio group), what went well or wrong (checkboxes) and an
 * optional comment, sent once. The server decides whether the ride may still be rated.
 */
export function RideRatingForm({
  onRated,
  ...target
}: RatingTarget & { onRated: (stars: number) => void }) {
  const { control, register, handleSubmit, formState, setError } = useForm<RideRatingInput>({
    resolver,
    defaultValues: { tags: [], comment: "" },
  });
  const endpoint =
    "endpoint" in target ? target.endpoint : `/api/bookings/${target.bookingId}/rating`;
  const assignmentId = "assignmentId" in target ? target.assignmentId : undefined;

  const submit = handleSubmit(async (values) => {
    const payload: RideRatingInput = {
      stars: values.stars,
      tags: values.tags ?? [],
      ...(values.comment?.trim() ? { comment: values.comment } : {}),
      ...(assignmentId ? { assignment_id: assignmentId } : {}),
    };
    const answer = await api.post(endpoint, {
      json: payload,
      fallbackMessage: "Your rating could not be sent. Please try again.",
    });
    if (answer.ok) {
      onRated(values.stars);
      return;
    }
    applyFieldErrors(setError, answer.fieldErrors, FIELDS);
    setError("root.server", { type: "server", message: answer.message });
  });

  const errors = formState.errors;
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      {errors.root?.server?.message && <Alert tone="error">{errors.root.server.message}</Alert>}
      <Controller
        control={control}
        name="stars"
        render={({ field }) => (
          <RadioGroup
            label="Your rating"
            options={STAR_OPTIONS}
            value={field.value ? String(field.value) : ""}
            onValueChange={(value) => field.onChange(Number(value))}
            required
            error={errors.stars?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => {
          const chosen = field.value ?? [];
          const toggle = (tag: RatingTag, on: boolean) =>
            field.onChange(on ? [...chosen, tag] : chosen.filter((each) => each !== tag));
          return (
            <div className="grid gap-4 sm:grid-cols-2">
              <TagGroup
                legend="What went well"
                tags={PRAISE_TAGS}
                chosen={chosen}
                onToggle={toggle}
              />
              <TagGroup
                legend="What could be better"
                tags={PROBLEM_TAGS}
                chosen={chosen}
                onToggle={toggle}
              />
            </div>
          );
        }}
      />
      <Textarea
        label="Comment (optional)"
        maxLength={MAX_COMMENT_LENGTH}
        rows={3}
        error={errors.comment?.message}
        {...register("comment")}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? "Sending…" : "Send rating"}
      </Button>
    </form>
  );
}
