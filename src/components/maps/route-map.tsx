import type { LatLng } from "@/components/booking/draft-store";
import { LetteredPin, MapGrid } from "./drawn-map-parts";

interface RouteMapProps {
  pickup: LatLng & { label: string };
  dropoff: LatLng & { label: string };
  /** Browser Maps key: with one, Google's static map; without, a drawn map. */
  mapsKey?: string;
}

/** Route preview for point to point rides. The drawn version needs no network at all. */
export function RouteMap({ pickup, dropoff, mapsKey }: RouteMapProps) {
  const alt = `Map of the route from ${pickup.label} to ${dropoff.label}`;
  if (mapsKey) {
    const params = new URLSearchParams({ size: "640x320", scale: "2", key: mapsKey });
    params.append("markers", `color:black|label:A|${pickup.lat},${pickup.lng}`);
    params.append("markers", `color:orange|label:B|${dropoff.lat},${dropoff.lng}`);
    params.append(
      "path",
      `color:0x0b0b0cff|weight:4|${pickup.lat},${pickup.lng}|${dropoff.lat},${dropoff.lng}`,
    );
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a third-party image that next/image must not proxy
      <img
        src={`https://maps.googleapis.com/maps/api/staticmap?${params}`}
        alt={alt}
        width={640}
        height={320}
        loading="lazy"
        className="h-auto w-full rounded-lg"
      />
    );
  }
  // Equirectangular projection scaled to fit both points with a margin.
  const minLat = Math.min(pickup.lat, dropoff.lat);
  const maxLat = Math.max(pickup.lat, dropoff.lat);
  const minLng = Math.min(pickup.lng, dropoff.lng);
  const maxLng = Math.max(pickup.lng, dropoff.lng);
  const span = Math.max(
    maxLat - minLat,
    (maxLng - minLng) * Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180),
    0.01,
  );
  const project = (point: LatLng) => ({
    x:
      320 +
      (((point.lng - (minLng + maxLng) / 2) * Math.cos((point.lat * Math.PI) / 180)) / span) * 220,
    y: 160 - ((point.lat - (minLat + maxLat) / 2) / span) * 110,
  });
  const a = project(pickup);
  const b = project(dropoff);
  return (
    <svg
      viewBox="0 0 640 320"
      role="img"
      aria-label={alt}
      className="h-auto w-full rounded-lg bg-neutral-100"
    >
      <MapGrid id="route-grid" cell={40} width={640} height={320} />
      <line
        x1={a.x}
        y1={a.y}
        x2={b.x}
        y2={b.y}
        stroke="#0b0b0c"
        strokeWidth="4"
        strokeDasharray="10 6"
      />
      <LetteredPin at={a} letter="A" fill="#0b0b0c" />
      <LetteredPin at={b} letter="B" fill="#a07c2c" />
    </svg>
  );
}
