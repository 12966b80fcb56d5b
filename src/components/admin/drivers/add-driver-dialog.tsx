"use client";

import { useState } from "react";
import { useForm, type Control, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazyPayloadResolver } from "@/components/ui/lazy-resolver";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FormPhotoPicker } from "@/components/drivers/photo-picker";
import {
  ApplicationPhotoError,
  applicationFormData,
} from "@/components/drivers/application-payload";
import { api } from "@/lib/api-client";
import type { DriverView } from "@/lib/drivers/types";
import { PhotoError } from "@/lib/images/resize-image";
import { DRIVER_UPDATE_FIELDS } from "@/lib/validations/driver-admin";
import {
  DRIVER_TABS,
  firstErrorTab,
  newDriverDraft,
  sentFields,
  type DriverDraft,
  type DriverTab,
} from "./driver-draft";
import { DriverFieldInputs } from "./driver-field-inputs";
import { FormActions } from "@/components/admin/form-controls";

export const ADD_DRIVER_NOTE =
  "Fill in the driver's information below. All fields marked with * are required.";

type AddDriverForm = DriverDraft & { driver_picture: File[]; car_pictures: File[] };

const FIELDS = [...DRIVER_UPDATE_FIELDS, "driver_picture", "car_pictures"] as const;
const PICTURE_TAB = { driver_picture: "personal", car_pictures: "vehicle" } as const;

type PictureSpec = {
  name: keyof typeof PICTURE_TAB;
  id: string;
  label: string;
  hint: string;
  multiple?: boolean;
};

/** Each picture's picker, under the fields of its tab. */
const PICTURE_OF_TAB: Partial<Record<DriverTab, PictureSpec>> = {
  personal: {
    name: "driver_picture",
    id: "new-driver-photo",
    label: "Driver Photo",
    hint: "Upload Photo: JPEG, PNG or WebP",
  },
  vehicle: {
    name: "car_pictures",
    id: "new-driver-cars",
    label: "Add Pictures",
    multiple: true,
    hint: "Car pictures: choose one or more",
  },
};

const blank = (): AddDriverForm => ({ ...newDriverDraft(), driver_picture: [], car_pictures: [] });

// The handler's own schema checks the text fields the request will carry.
const resolver = lazyPayloadResolver<AddDriverForm>(
  async () => (await import("@/lib/validations/driver-admin")).adminDriverCreateRequestSchema,
  sentFields,
);

/** The tab of the first field with a message (a picture's tab for a picture). */
function tabOf(errors: Readonly<Record<string, unknown>>): DriverTab | null {
  const picture = (Object.keys(PICTURE_TAB) as (keyof typeof PICTURE_TAB)[]).find(
    (name) => errors[name],
  );
  return firstErrorTab(errors as Record<string, string>) ?? (picture ? PICTURE_TAB[picture] : null);
}

/** The tab's picture picker, if it has one, bound to the form. */
function TabPicture({ control, tab }: { control: Control<AddDriverForm>; tab: DriverTab }) {
  const picture = PICTURE_OF_TAB[tab];
  if (!picture) return null;
  return <FormPhotoPicker control={control} {...picture} />;
}

/**
 * Add New Driver: the four tabs with the spec's defaults, the driver photo and 'Add Pictures';
 * POST /api/drivers (multipart) as an administrator. The new driver goes to the top of the
 * list and the dialog starts afresh; Cancel closes it.
 */
export function AddDriverDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (driver: DriverView) => void;
}) {
  const [tab, setTab] = useState<DriverTab>("personal");
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset, setError } = useForm<AddDriverForm>({
    resolver,
    defaultValues: blank(),
  });
  const saving = formState.isSubmitting;

  const showTabOf = (errors: Readonly<Record<string, unknown>>) => {
    const errorTab = tabOf(errors);
    if (errorTab) setTab(errorTab);
  };

  const send = async ({ driver_picture, car_pictures, ...draft }: AddDriverForm) => {
    setFailure(null);
    try {
      const body = await applicationFormData(draft, { driver: driver_picture, cars: car_pictures });
      const result = await api.post<DriverView>("/api/drivers", {
        formData: body,
        fallbackMessage: "The driver could not be added. Please try again.",
      });
      if (!result.ok) {
        applyFieldErrors(setError, result.fieldErrors, FIELDS);
        setFailure(result.message);
        showTabOf(result.fieldErrors);
        toast.error("Driver not added", { description: result.message });
        return;
      }
      onAdded(result.data);
      toast.success("Driver added successfully");
      reset(blank());
      setTab("personal");
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApplicationPhotoError) {
        setError(error.field, { type: "photo", message: error.message });
        setTab(PICTURE_TAB[error.field]);
      } else if (error instanceof PhotoError) setFailure(error.message);
      else throw error;
    }
  };

  const submit = handleSubmit(send, (errors: FieldErrors<AddDriverForm>) => showTabOf(errors));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Add New Driver" description={ADD_DRIVER_NOTE} size="xl">
        <form noValidate onSubmit={submit}>
          <Tabs value={tab} onValueChange={(value) => setTab(value as DriverTab)}>
            <TabsList>
              {DRIVER_TABS.map(({ tab: value, title }) => (
                <TabsTrigger key={value} value={value}>
                  {title}
                </TabsTrigger>
              ))}
            </TabsList>
            {DRIVER_TABS.map(({ tab: value, fields }) => (
              <TabsContent key={value} value={value}>
                <DriverFieldInputs
                  idPrefix="new-driver"
                  fields={fields}
                  control={control}
                  markRequired
                />
                <TabPicture control={control} tab={value} />
              </TabsContent>
            ))}
          </Tabs>
          {failure && (
            <Alert tone="error" className="mt-3">
              {failure}
            </Alert>
          )}
          <FormActions
            onCancel={() => onOpenChange(false)}
            busy={saving}
            label="Add Driver"
            busyLabel="Adding..."
            lockCancel
            className="mt-4 flex justify-end gap-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
