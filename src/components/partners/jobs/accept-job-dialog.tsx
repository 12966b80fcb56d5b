"use client";

import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormActions } from "@/components/ui/dialog-form-actions";
import { applyFieldErrors, fieldNamesOf } from "@/components/ui/form-errors";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { FormTextFields, type FormTextSpec } from "@/components/ui/form-text-field";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { formatPence } from "@/lib/money";
import type { PartnerJob } from "@/lib/partners/partner-jobs";
import type { PartnerAcceptJobInput } from "@/lib/validations/partner-job";
import { PLATE_MAX_LENGTH } from "@/lib/vehicles/plate";
import { useJobDialog } from "./use-job-dialog";

const resolver = lazySchemaResolver<PartnerAcceptJobInput>(
  async () => (await import("@/lib/validations/partner-job")).partnerAcceptJobSchema,
);

const EMPTY: PartnerAcceptJobInput = {
  chauffeurName: "",
  chauffeurPhone: "",
  chauffeurLicence: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleColour: "",
  vehiclePlate: "",
};

const CHAUFFEUR_FIELDS: FormTextSpec<PartnerAcceptJobInput>[] = [
  { name: "chauffeurName", label: "Chauffeur's name", required: true, autoComplete: "off" },
  { name: "chauffeurLicence", label: "PHV licence number", required: true, autoComplete: "off" },
];

const VEHICLE_FIELDS: FormTextSpec<PartnerAcceptJobInput>[] = [
  { name: "vehicleMake", label: "Make", required: true },
  { name: "vehicleModel", label: "Model", required: true },
  { name: "vehicleColour", label: "Colour", required: true },
  {
    name: "vehiclePlate",
    label: "Registration plate",
    required: true,
    maxLength: PLATE_MAX_LENGTH + 3,
    // The plate's text in capitals as typed, not the field's label and message.
    className: "[&_input]:uppercase",
  },
];

/**
 * Accept: the partner names the chauffeur and vehicle it sends (checked with the route's own
 * schema), then the page is read again so the offer moves to Farmed-out jobs.
 */
export function AcceptJobDialog({ job }: { job: PartnerJob }) {
  const { register, control, handleSubmit, formState, reset, setError } =
    useForm<PartnerAcceptJobInput>({ resolver, defaultValues: EMPTY });

  const { open, changeOpen, finish } = useJobDialog(() => reset(EMPTY));

  const submit = handleSubmit(async (values) => {
    const result = await api.post<unknown>(`/api/partner/jobs/${job.assignment_id}/accept`, {
      json: values,
      fallbackMessage: "The job could not be accepted. Please try again.",
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, fieldNamesOf(EMPTY));
      toast.error("Not accepted", { description: result.message });
      // The offer is no longer open to this partner: show the list as it now is.
      if (result.status === 409 || result.status === 404) finish();
      return;
    }
    finish(result.message);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Accept job ${job.booking_reference}`}>
          Accept
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Accept job ${job.booking_reference}`}
        description={`You will be paid ${formatPence(job.pay_pence)}. Name the chauffeur and the vehicle you send.`}
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">Chauffeur</legend>
            <FormTextFields
              fields={CHAUFFEUR_FIELDS}
              register={register}
              errors={formState.errors}
            />
            <FormPhoneField
              control={control}
              name="chauffeurPhone"
              label="Chauffeur's phone"
              codeLabel="Chauffeur's phone calling code"
              required
              className="sm:col-span-2"
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">Vehicle</legend>
            <FormTextFields fields={VEHICLE_FIELDS} register={register} errors={formState.errors} />
          </fieldset>
          <DialogFormActions
            submitting={formState.isSubmitting}
            label="Accept job"
            pendingLabel="Accepting..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
