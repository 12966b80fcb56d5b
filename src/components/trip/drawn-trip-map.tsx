import { LetteredPin, MapGrid } from "@/components/maps/drawn-map-parts";
import { projector, type MapPoint } from "@/lib/trip/drawn-map";

const BOX = { width: 360, height: 240, padding: 28 };

export interface DrawnMapCar extends MapPoint {
  /** Who it is, for the label ("Amelia's car"). */
  label: string;
  key: string | number;
  /** Where it has been, oldest first (the operator's view); drawn as a thin line. */
  trail?: readonly MapPoint[];
}

/**
 * Pickup (A), drop-off (B) and cars scaled into an SVG: no tiles, no network, no script of its
 * own, so it draws offline and costs the trip page next to nothing. The route is a dashed line
 * from A to B; each car is a dot that moves as its position does.
 */
export function DrawnTripMap({
  pickup,
  dropoff,
  cars,
  title,
}: {
  pickup: (MapPoint & { label: string }) | null;
  dropoff: (MapPoint & { label: string }) | null;
  cars: readonly DrawnMapCar[];
  /** What the map shows, for screen readers. */
  title: string;
}) {
  const points: MapPoint[] = [
    ...(pickup ? [pickup] : []),
    ...(dropoff ? [dropoff] : []),
    ...cars,
    ...cars.flatMap((car) => car.trail ?? []),
  ];
  const project = projector(points, BOX);
  const a = pickup ? project(pickup) : null;
  const b = dropoff ? project(dropoff) : null;
  return (
    <svg
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={title}
      className="h-auto w-full rounded-lg border border-neutral-200 bg-neutral-100"
    >
      <MapGrid id="trip-grid" cell={30} width={BOX.width} height={BOX.height} />
      {a && b ? (
        <line
          x1={a.x}
          y1={a.y}
          x2={b.x}
          y2={b.y}
          stroke="#525252"
          strokeWidth="3"
          strokeDasharray="8 6"
        />
      ) : null}
      {a ? (
        <g data-testid="map-pickup">
          <LetteredPin at={a} letter="A" fill="#0b0b0c" />
        </g>
      ) : null}
      {b ? (
        <g data-testid="map-dropoff">
          <LetteredPin at={b} letter="B" fill="#7a5c1c" />
        </g>
      ) : null}
      {cars.map((car) => {
        const at = project(car);
        const trail = (car.trail ?? []).map((point) => project(point));
        return (
          <g key={car.key} data-testid="map-car" data-x={at.x} data-y={at.y}>
            <title>{car.label}</title>
            {trail.length > 1 ? (
              <polyline
                points={trail.map((point) => `${point.x},${point.y}`).join(" ")}
                fill="none"
                stroke="#1d4ed8"
                strokeOpacity="0.5"
                strokeWidth="2"
              />
            ) : null}
            <circle cx={at.x} cy={at.y} r="12" fill="#1d4ed8" fillOpacity="0.2" />
            <circle cx={at.x} cy={at.y} r="7" fill="#1d4ed8" stroke="#fff" strokeWidth="2" />
          </g>
        );
      })}
    </svg>
  );
}
