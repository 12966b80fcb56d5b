import { useState } from "react";
import { AddressField } from "@/components/booking/address-field";
import type { LatLng } from "@/components/booking/draft-store";

/**
 * The pickup AddressField held by a parent as the booking form holds it: the typed or picked
 * address goes back in as its value, and each change is reported to `onPick` (with the place
 * name only when `withPlaceName`, so that tests of the address alone see exactly two arguments).
 */
export function AddressHarness({
  onPick = () => undefined,
  withPlaceName = false,
}: {
  onPick?: (...args: unknown[]) => void;
  withPlaceName?: boolean;
}) {
  const [value, setValue] = useState("");
  const [name, setName] = useState<string | undefined>();
  return (
    <AddressField
      label="Pickup location"
      name="pickup"
      country="uk"
      value={value}
      placeName={withPlaceName ? name : undefined}
      onChange={(next: string, coordinates?: LatLng, placeName?: string) => {
        setValue(next);
        if (!withPlaceName) return onPick(next, coordinates);
        setName(placeName);
        onPick(next, coordinates, placeName);
      }}
    />
  );
}
