/**
 * The vehicle status rules: an administrator moves a car between active and off road freely; the
 * system takes an active car off road when one of its documents lapses (the daily document job).
 * Pure, like the driver's (lib/drivers/driver-status.ts).
 */
import { defineStateMachine } from "@/lib/state-machine";
import type { VehicleStatus } from "@/lib/validations/vehicle";

export const vehicleStateMachine = defineStateMachine<VehicleStatus>({
  noun: "vehicle",
  statuses: {
    active: { label: "Active", tone: "green", terminal: false },
    off_road: { label: "Off road", tone: "red", terminal: false },
  },
  transitions: [
    { from: "active", to: "off_road", by: ["admin", "system"] },
    { from: "off_road", to: "active", by: ["admin"] },
  ],
});
