"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import type { VehicleView } from "@/lib/vehicles/types";

export interface DriverOption {
  driver_id: number;
  name: string;
}

/**
 * Who may drive the vehicle: the allowed drivers, each with Remove, and a choice of the other
 * approved drivers to allow. Each change is saved at once (its own request) and the list
 * refreshed, apart from the vehicle's fields below.
 */
export function VehicleDriversSection({
  vehicle,
  drivers,
}: {
  vehicle: VehicleView;
  drivers: readonly DriverOption[];
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);
  const allowedIds = new Set(vehicle.drivers.map((d) => d.driver_id));
  const others = drivers.filter((d) => !allowedIds.has(d.driver_id));

  const change = async (driverId: number, allow: boolean) => {
    setBusy(true);
    const url = `/api/admin/vehicles/${vehicle.vehicle_id}/drivers/${driverId}`;
    const options = { fallbackMessage: "The change could not be saved. Please try again." };
    const result = allow ? await api.post(url, options) : await api.del(url, options);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setChosen("");
    router.refresh();
  };

  return (
    <section aria-labelledby={`vehicle-${vehicle.vehicle_id}-drivers`} className="mt-4">
      <h3 id={`vehicle-${vehicle.vehicle_id}-drivers`} className="text-base font-semibold">
        Allowed drivers
      </h3>
      {vehicle.drivers.length === 0 ? (
        <p className="text-sm text-neutral-700">No driver may drive this vehicle yet.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {vehicle.drivers.map((driver) => (
            <li key={driver.driver_id} className="flex items-center justify-between gap-2">
              <span>{driver.name}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Remove ${driver.name}`}
                onClick={() => change(driver.driver_id, false)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className="mt-3 flex items-end gap-2">
          <Select
            id={`vehicle-${vehicle.vehicle_id}-allow`}
            label="Allow a driver"
            className="grow"
            options={others.map((d) => ({ value: String(d.driver_id), label: d.name }))}
            value={chosen}
            onValueChange={setChosen}
          />
          <Button
            type="button"
            disabled={busy || chosen === ""}
            onClick={() => change(Number(chosen), true)}
          >
            Allow
          </Button>
        </div>
      )}
    </section>
  );
}
