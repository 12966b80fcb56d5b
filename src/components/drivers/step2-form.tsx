"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { APPLICANT_IS_DRIVER_MESSAGE } from "@/lib/drivers/application-messages";
import { NEW_DRIVER_DEFAULTS } from "@/lib/drivers/driver-options";
import type { DriverApplicationReceipt } from "@/lib/drivers/types";
import { postWithProgress } from "@/lib/upload-with-progress";
import { FormTextFields } from "@/components/ui/form-text-field";
import { lazyResolver } from "@/components/ui/lazy-resolver";
import { PhotoFields } from "./photo-picker";
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
  VEHICLE_TEXT_FIELDS,
  WORK_FIELDS,
} from "./step2-fields";
import type { Step2FormInput, Step2FormOutput } from "./step2-schema";
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

/** Every field of the step: the server's field errors are shown under these. */
const FIELD_NAMES = Object.keys(EMPTY) as (keyof Step2FormInput)[];

// zod, the schema and the phone rule load on the first check (usually Submit), not with the
// page; the photo compression code loads when the application is sent.
const resolver = lazyResolver<Step2FormInput, unknown, Step2FormOutput>(
  async () => (await import("./step2-schema")).step2Resolver,
);

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
  const form = useForm<Step2FormInput, unknown>({ resolver, defaultValues: EMPTY });
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
    const { ApplicationPhotoError, applicationFormData } = await import("./application-payload");
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
      applyFieldErrors(setError, result.fieldErrors, FIELD_NAMES);
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
        <FormTextFields fields={PERSONAL_FIELDS} {...shared} />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Licences</legend>
        <FormTextFields fields={LICENCE_FIELDS} {...shared} />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Work</legend>
        <FormTextFields fields={WORK_FIELDS} {...shared} />
        <ChoiceFields {...shared} />
      </fieldset>
      {hasVehicle && (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Your vehicle</legend>
          <FormTextFields fields={VEHICLE_TEXT_FIELDS} {...shared} />
          <CarTypeField register={register} errors={errors} />
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className={legendClass}>Photos</legend>
        {photosLost && <Alert tone="warning">{PHOTOS_NOT_KEPT_MESSAGE}</Alert>}
        <PhotoFields control={control} />
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
