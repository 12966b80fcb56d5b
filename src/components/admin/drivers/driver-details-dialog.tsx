"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazyPayloadResolver } from "@/components/ui/lazy-resolver";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api-client";
import type { DriverView } from "@/lib/drivers/types";
import { DRIVER_UPDATE_FIELDS } from "@/lib/validations/driver-admin";
import { ApplicationActions } from "./application-actions";
import { CarPictures } from "@/components/drivers/car-pictures";
import { DriverStatusBadge, LicenseFlag } from "@/components/drivers/driver-badges";
import {
  draftOf,
  DRIVER_TABS,
  firstErrorTab,
  updatePayload,
  type DriverDraft,
  type DriverTab,
} from "./driver-draft";
import { DriverFieldInputs } from "./driver-field-inputs";
import { fullName } from "@/components/drivers/driver-format";
import { DriverEarnings } from "./driver-earnings";
import { DriverHistory } from "./driver-history";
import { DriverInfoRows, DriverWorkFigures } from "./driver-info-view";
import { DriverPhotoEditor } from "./driver-photo-editor";

type Tab = DriverTab | "earnings" | "history";

// The handler's own schema checks the JSON the edit sends (every field, blanks as null).
const resolver = lazyPayloadResolver<DriverDraft>(
  async () => (await import("@/lib/validations/driver-admin")).driverUpdateSchema,
  updatePayload,
);

/**
 * View Details: the header (photo, full name, Driver ID), the four tabs, Earnings and History. 'Edit
 * Driver' edits a copy; 'Save Changes' sends PUT /api/drivers/{id} and the answer replaces the
 * list entry; a failure is shown and edit mode stays open; 'Cancel' discards the copy.
 */
export function DriverDetailsDialog({
  driver,
  onOpenChange,
  onUpdated,
}: {
  driver: DriverView | null;
  onOpenChange: (open: boolean) => void;
  onUpdated: (driver: DriverView) => void;
}) {
  const [shownId, setShownId] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>("personal");
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DriverDraft>({ resolver });
  const saving = form.formState.isSubmitting;
  if (driver && shownId !== driver.driver_id) {
    setShownId(driver.driver_id);
    setTab("personal");
    setEditing(false);
    setFailure(null);
  }
  if (!driver) return null;
  const name = fullName(driver);

  function edit(shown: DriverView) {
    form.reset(draftOf(shown));
    setEditing(true);
  }

  function cancel() {
    setEditing(false);
    setFailure(null);
  }

  const showTabOf = (errors: Readonly<Record<string, unknown>>) => {
    const errorTab = firstErrorTab(errors as Record<string, string>);
    if (errorTab) setTab(errorTab);
  };

  const save = form.handleSubmit(async (draft) => {
    const result = await api.put<DriverView>(`/api/drivers/${driver.driver_id}`, {
      json: updatePayload(draft),
      fallbackMessage: "The changes could not be saved. Please try again.",
    });
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, DRIVER_UPDATE_FIELDS);
      setFailure(result.message);
      showTabOf(result.fieldErrors);
      toast.error("Driver not saved", { description: result.message });
      return;
    }
    onUpdated(result.data);
    cancel();
    // The server's words: an approval says an account was made and an e-mail sent.
    toast.success(result.message || "Driver updated successfully");
  }, showTabOf);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={name} description="Driver details" hideDescription size="xl">
        <div className="flex flex-wrap items-center gap-4">
          <DriverPhotoEditor
            driver={driver}
            editing={editing}
            onChanged={(changes) => onUpdated({ ...driver, ...changes })}
          />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-neutral-700">Driver ID: {driver.driver_id}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              <DriverStatusBadge status={driver.status} />
              <LicenseFlag driver={driver} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {editing ? (
              <>
                <Button variant="outline" onClick={cancel} disabled={saving}>
                  Cancel
                </Button>
                <Button onClick={() => void save()} disabled={saving}>
                  {saving ? "Saving..." : "Save Changes"}
                </Button>
              </>
            ) : (
              <>
                <ApplicationActions driver={driver} onDecided={onUpdated} />
                <Button variant="outline" onClick={() => edit(driver)}>
                  Edit Driver
                </Button>
              </>
            )}
          </div>
        </div>
        {failure && (
          <Alert tone="error" className="mt-3">
            {failure}
          </Alert>
        )}
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-4">
          <TabsList>
            {DRIVER_TABS.map(({ tab: value, title }) => (
              <TabsTrigger key={value} value={value}>
                {title}
              </TabsTrigger>
            ))}
            <TabsTrigger value="earnings">Earnings</TabsTrigger>
            <TabsTrigger value="history">History</TabsTrigger>
          </TabsList>
          {DRIVER_TABS.map(({ tab: value, fields }) => (
            <TabsContent key={value} value={value}>
              {value === "work" && <DriverWorkFigures driver={driver} />}
              {editing ? (
                <DriverFieldInputs
                  idPrefix={`driver-${driver.driver_id}`}
                  fields={fields}
                  control={form.control}
                />
              ) : (
                <DriverInfoRows driver={driver} fields={fields} />
              )}
              {value === "vehicle" && (
                <div className="mt-4">
                  <h3 className="mb-2 text-sm font-medium text-neutral-700">Car Pictures</h3>
                  <CarPictures pictures={driver.car_pictures} />
                </div>
              )}
            </TabsContent>
          ))}
          <TabsContent value="earnings">
            <DriverEarnings driverId={driver.driver_id} version={driver.updated_at} />
          </TabsContent>
          <TabsContent value="history">
            <DriverHistory driverId={driver.driver_id} version={driver.updated_at} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
