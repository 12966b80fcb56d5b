"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazyPayloadResolver } from "@/components/ui/lazy-resolver";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import type { VehicleView } from "@/lib/vehicles/types";
import {
  newVehicleDraft,
  VEHICLE_DRAFT_FIELDS,
  vehicleDraftOf,
  type VehicleDraft,
} from "./vehicle-draft";
import { VehicleDriversSection, type DriverOption } from "./vehicle-drivers-section";
import { FormActions } from "@/components/admin/form-controls";
import { VehicleFormFields } from "./vehicle-form-fields";
import { VehiclePicturesSection } from "./vehicle-pictures-section";

// The handlers' own schemas check what the dialogs send.
const addResolver = lazyPayloadResolver<VehicleDraft>(
  async () => (await import("@/lib/validations/vehicle")).vehicleCreateSchema,
  (values) => values,
);
const editResolver = lazyPayloadResolver<VehicleDraft>(
  async () => (await import("@/lib/validations/vehicle")).vehicleUpdateSchema,
  (values) => values,
);

/**
 * Add Vehicle (no `vehicle`) or Edit Vehicle: the vehicle's fields on the shared schema, POST
 * or PATCH as an administrator; a taken plate comes back as the plate field's error. The list
 * is the server's, so a save refreshes it.
 */
export function VehicleDialog({
  vehicle,
  drivers = [],
}: {
  vehicle?: VehicleView;
  /** The approved drivers an edit may allow on the vehicle. */
  drivers?: readonly DriverOption[];
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const editing = vehicle !== undefined;
  const initial = () => (vehicle ? vehicleDraftOf(vehicle) : newVehicleDraft());
  const { register, control, handleSubmit, formState, reset, setError } = useForm<VehicleDraft>({
    resolver: editing ? editResolver : addResolver,
    defaultValues: initial(),
  });
  const title = editing ? `Edit Vehicle ${vehicle.plate_display}` : "Add Vehicle";

  const submit = handleSubmit(async (values) => {
    const result = editing
      ? await api.patch<VehicleView>(`/api/admin/vehicles/${vehicle.vehicle_id}`, {
          json: values,
          fallbackMessage: "The vehicle could not be saved. Please try again.",
        })
      : await api.post<VehicleView>("/api/admin/vehicles", {
          json: values,
          fallbackMessage: "The vehicle could not be added. Please try again.",
        });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, VEHICLE_DRAFT_FIELDS);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    reset(editing ? vehicleDraftOf(result.data) : newVehicleDraft());
    setOpen(false);
    router.refresh();
  });

  const change = (next: boolean) => {
    if (next) reset(initial());
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        {editing ? (
          <Button variant="outline" size="sm" aria-label={`Edit ${vehicle.plate_display}`}>
            Edit
          </Button>
        ) : (
          <Button>Add Vehicle</Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={title}
        description="Registration plates are saved in capitals without spaces."
        size="lg"
      >
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <VehicleFormFields
            idPrefix={editing ? `vehicle-${vehicle.vehicle_id}` : "new-vehicle"}
            register={register}
            control={control}
            errors={formState.errors}
          />
          <FormActions
            onCancel={() => setOpen(false)}
            busy={formState.isSubmitting}
            label={editing ? "Save Vehicle" : "Add Vehicle"}
            busyLabel="Saving..."
            submitFirst
            className="flex gap-2"
          />
        </form>
        {editing && <VehicleDriversSection vehicle={vehicle} drivers={drivers} />}
        {editing && <VehiclePicturesSection vehicle={vehicle} />}
      </DialogContent>
    </Dialog>
  );
}
