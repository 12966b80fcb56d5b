"use client";

/**
 * The trip on a Google map, loaded with `import()` only when the site has a browser Maps key, so
 * neither `@vis.gl/react-google-maps` nor Google's script is part of the trip page otherwise.
 */
import { APIProvider, Map, Marker } from "@vis.gl/react-google-maps";
import type { TripView } from "@/lib/trip/types";

export default function GoogleTripMap({ apiKey, view }: { apiKey: string; view: TripView }) {
  const centre = view.position ?? view.pickup;
  return (
    <APIProvider apiKey={apiKey}>
      <div className="h-64 w-full overflow-hidden rounded-lg" role="region" aria-label="Map">
        <Map defaultCenter={centre} defaultZoom={13} gestureHandling="greedy" disableDefaultUI>
          <Marker position={view.pickup} label="A" title={`Pickup: ${view.pickup.label}`} />
          {view.dropoff ? (
            <Marker position={view.dropoff} label="B" title={`Drop-off: ${view.dropoff.label}`} />
          ) : null}
          {view.position ? <Marker position={view.position} title="Your chauffeur's car" /> : null}
        </Map>
      </div>
    </APIProvider>
  );
}
