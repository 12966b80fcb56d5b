"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { APPLICANT_IS_DRIVER_MESSAGE } from "@/lib/drivers/application-messages";
import { NEW_DRIVER_DEFAULTS } from "@/lib/drivers/driver-options";
import type { DriverApplicationReceipt } from "@/lib/drivers/types";
import { postWithProgress } from "@/lib/upload-with-progress";
import { ApplicationPhotoError, applicationFormData } from "./application-payload";
import { PhotoPicker } from "./photo-picker";
import { UploadProgress } from "./upload-progress";
import {
  keepPendingPictures,
  readPendingPictures,
  readRegistration,
  useStoredRegistration,
  writeRegistration,
} from "./registration-store";
import {
  ChoiceFields,
  CarTypeField,
  LICENCE_FIELDS,
  PERSONAL_FIELDS,
  TextFields,
  VEHICLE_TEXT_FIELDS,
  WORK_FIELDS,
} from "./step2-fields";
import { STEP2_TEXT_FIELDS, step2Resolver, type Step2FormInput } from "./step2-schema";
import { useStoredForm } from "./use-stored-form";

export const SUBMIT_ERROR_MESSAGE =
  "There was an error submitting your application. Please try again later.";
export const PHOTOS_NOT_KEPT_MESSAGE =
  "Your photos were not kept after the page reloaded; please choose them again.";

const EMPTY: Step2FormInput = {
  address: "",
  date_of_birth: "",
  national_insurance_number: "",
  private_hire_license_number: "",
  driving_license_number: "",
  driving_license_expiry_date: "",
  experience: "",
  currently_working_with: "",
  date_first_available: "",
  date_of_leaving: "",
  preferred_shift: NEW_DRIVER_DEFAULTS.preferred_shift,
  working_days: NEW_DRIVER_DEFAULTS.working_days,
  has_vehicle: NEW_DRIVER_DEFAULTS.has_vehicle,
  car_make: "",
  car_model: "",
  car_year: "",
  car_color: "",
  car_plate_number: "",
  car_type: "",
  car_capacity: "",
  driver_picture: [],
  car_pictures: [],
};

const load = (): Partial<Step2FormInput> => ({
  ...readRegistration().step2,
  driver_picture: readPendingPictures().driver,
  car_pictures: readPendingPictures().cars,
});
const save = ({ driver_picture, car_pictures, ...text }: Step2FormInput) => {
  keepPendingPictures({ driver: driver_picture ?? [], cars: car_pictures ?? [] });
  const step2 = Object.fromEntries(
    Object.entries(text).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
  // Only how many photos were chosen survives a reload (the files are too large for storage).
  writeRegistration({ step2, photos: (driver_picture?.length ?? 0) + (car_pictures?.length ?? 0) });
};

const fieldsetClass = "grid grid-cols-1 gap-4 sm:grid-cols-2";
const legendClass = "mb-2 text-lg font-semibold text-neutral-900";

/** Step 2 of 2: every field of the application and the photos, then POST /api/drivers. */
export function DriverStep2Form() {
  const router = useRouter();
  const stored = useStoredRegistration();
  const step1 = stored?.step1 ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  /** null when not sending; "preparing" while the photos are compressed; else 0-100. */
  const [progress, setProgress] = useState<"preparing" | number | null>(null);
  const form = useForm<Step2FormInput, unknown>({ resolver: step2Resolver, defaultValues: EMPTY });
  const { register, control, handleSubmit, formState, setError } = form;
  const { errors, isSubmitting } = formState;
  useStoredForm(form, load, save);

  const missingStep1 = stored !== null && !stored.step1;
  useEffect(() => {
    if (!missingStep1) return;
    toast.error("Please start from step 1", { description: "Your contact details come first." });
    router.replace("/driver-registration");
  }, [missingStep1, router]);

  const onSubmit = handleSubmit(async ({ driver_picture, car_pictures, ...text }) => {
    if (!step1) return;
    setFailure(null);
    setProgress("preparing");
    try {
      await send(step1, text, { driver: driver_picture ?? [], cars: car_pictures ?? [] });
    } finally {
      setProgress(null);
    }
  });

  async function send(
    contact: NonNullable<typeof step1>,
    text: Record<string, unknown>,
    pictures: { driver: File[]; cars: File[] },
  ) {
    let body: FormData;
    try {
      body = await applicationFormData({ ...contact, ...text }, pictures);
    } catch (error) {
      if (!(error instanceof ApplicationPhotoError)) throw error;
      setError(error.field, { type: "photo", message: error.message });
      return;
    }
    setProgress(0);
    const result = await postWithProgress<DriverApplicationReceipt>("/api/drivers", body, {
      onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      fallbackMessage: SUBMIT_ERROR_MESSAGE,
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, [
        ...STEP2_TEXT_FIELDS,
        "driver_picture",
        "car_pictures",
      ]);
      // A refusal the server explains (a duplicate, a photo, a date) is said beside the form, on
      // its own: "try again later" would contradict it. Only a failure it did not explain
      // (no connection, a server error) gets the generic toast.
      if (result.status >= 400 && result.status < 500) setFailure(result.message);
      else toast.error("Error", { description: SUBMIT_ERROR_MESSAGE });
      return;
    }
    writeRegistration({
      step2: {},
      photos: 0,
      submitted: { first_name: contact.first_name, last_name: contact.last_name },
    });
    keepPendingPictures({ driver: [], cars: [] });
    router.push("/registration-success");
  }

  const hasVehicle = useWatch({ control, name: "has_vehicle" }) === "yes";
  const chosen = useWatch({ control, name: ["driver_picture", "car_pictures"] });
  // After a reload the stored count says photos were chosen, but the files are gone.
  const photosLost =
    (stored?.photos ?? 0) > 0 && chosen.every((files) => (files?.length ?? 0) === 0);
  const shared = { register, control, errors };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Personal details</legend>
        <TextFields fields={PERSONAL_FIELDS} {...shared} />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Licences</legend>
        <TextFields fields={LICENCE_FIELDS} {...shared} />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Work</legend>
        <TextFields fields={WORK_FIELDS} {...shared} />
        <ChoiceFields {...shared} />
      </fieldset>
      {hasVehicle && (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Your vehicle</legend>
          <TextFields fields={VEHICLE_TEXT_FIELDS} {...shared} />
          <CarTypeField {...shared} />
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className={legendClass}>Photos</legend>
        {photosLost && <Alert tone="warning">{PHOTOS_NOT_KEPT_MESSAGE}</Alert>}
        <Controller
          control={control}
          name="driver_picture"
          render={({ field, fieldState }) => (
            <PhotoPicker
              id="driver_picture"
              label="Driver Picture"
              hint="A clear photo of your face. JPEG, PNG or WebP."
              files={field.value ?? []}
              onFilesChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="car_pictures"
          render={({ field, fieldState }) => (
            <PhotoPicker
              id="car_pictures"
              label="Car Pictures"
              multiple
              hint="At least one photo of the car you drive. JPEG, PNG or WebP."
              files={field.value ?? []}
              onFilesChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>
      {failure && (
        <Alert tone="error">
          {failure}
          {failure === APPLICANT_IS_DRIVER_MESSAGE && (
            <>
              {" "}
              <Link href="/login" className="font-medium underline">
                Sign in
              </Link>
            </>
          )}
        </Alert>
      )}
      {progress !== null && <UploadProgress progress={progress} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link href="/driver-registration">Back to step 1</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting || !step1}>
          {isSubmitting ? "Submitting..." : "Submit Application"}
        </Button>
      </div>
    </form>
  );
}
