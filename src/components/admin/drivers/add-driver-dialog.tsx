"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PhotoPicker } from "@/components/drivers/photo-picker";
import { applicationFormData } from "@/components/drivers/application-payload";
import { api } from "@/lib/api-client";
import type { DriverView } from "@/lib/drivers/types";
import { PhotoError } from "@/lib/images/resize-image";
import {
  DRIVER_TABS,
  firstErrorTab,
  newDriverDraft,
  type DriverDraft,
  type DriverTab,
} from "./driver-draft";
import { DriverFieldInputs } from "./driver-field-inputs";

export const ADD_DRIVER_NOTE =
  "Fill in the driver's information below. All fields marked with * are required.";

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
  const [draft, setDraft] = useState<DriverDraft>(newDriverDraft);
  const [photo, setPhoto] = useState<File[]>([]);
  const [cars, setCars] = useState<File[]>([]);
  const [tab, setTab] = useState<DriverTab>("personal");
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function reset() {
    setDraft(newDriverDraft());
    setPhoto([]);
    setCars([]);
    setTab("personal");
    setErrors({});
    setFailure(null);
  }

  async function submit() {
    setSaving(true);
    setFailure(null);
    try {
      const body = await applicationFormData(draft, { driver: photo, cars });
      const result = await api.post<DriverView>("/api/drivers", {
        formData: body,
        fallbackMessage: "The driver could not be added. Please try again.",
      });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        setFailure(result.message);
        const errorTab = firstErrorTab(result.fieldErrors);
        if (errorTab) setTab(errorTab);
        toast.error("Driver not added", { description: result.message });
        return;
      }
      onAdded(result.data);
      toast.success("Driver added successfully");
      reset();
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      setFailure(error.message);
    } finally {
      setSaving(false);
    }
  }

  const change = (field: keyof DriverDraft, value: string) =>
    setDraft({ ...draft, [field]: value });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Add New Driver" description={ADD_DRIVER_NOTE} size="xl">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
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
                  draft={draft}
                  errors={errors}
                  onChange={change}
                  markRequired
                />
                {value === "personal" && (
                  <PhotoPicker
                    id="new-driver-photo"
                    label="Driver Photo"
                    hint="Upload Photo: JPEG, PNG or WebP"
                    files={photo}
                    onFilesChange={setPhoto}
                    error={errors.driver_picture}
                  />
                )}
                {value === "vehicle" && (
                  <PhotoPicker
                    id="new-driver-cars"
                    label="Add Pictures"
                    multiple
                    hint="Car pictures: choose one or more"
                    files={cars}
                    onFilesChange={setCars}
                    error={errors.car_pictures}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
          {failure && (
            <Alert tone="error" className="mt-3">
              {failure}
            </Alert>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Adding..." : "Add Driver"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
