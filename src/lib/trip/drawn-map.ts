/**
 * The drawn map: a handful of points (pickup, drop-off, cars) scaled into an SVG box, no tiles,
 * so it works offline and costs no script. Longitude is shrunk by the cosine of the middle
 * latitude, so a square kilometre looks square. Pure.
 */
export interface MapPoint {
  lat: number;
  lng: number;
}

export interface ProjectedPoint {
  x: number;
  y: number;
}

export interface MapBox {
  width: number;
  height: number;
  /** Space kept free around the points (markers and labels), in SVG units. */
  padding: number;
}

/** Points closer than this (degrees) are drawn around a span at least this wide (about 1 km). */
const MIN_SPAN_DEGREES = 0.01;

/** A projection of every given point into the box, keeping the aspect ratio, centred. */
export function projector(
  points: readonly MapPoint[],
  box: MapBox,
): (p: MapPoint) => ProjectedPoint {
  if (points.length === 0) return () => ({ x: box.width / 2, y: box.height / 2 });
  const lats = points.map((p) => p.lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const shrink = Math.max(0.01, Math.cos((midLat * Math.PI) / 180));
  const xs = points.map((p) => p.lng * shrink);
  const ys = lats;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = Math.max(maxX - minX, MIN_SPAN_DEGREES);
  const spanY = Math.max(maxY - minY, MIN_SPAN_DEGREES);
  const innerW = box.width - 2 * box.padding;
  const innerH = box.height - 2 * box.padding;
  const scale = Math.min(innerW / spanX, innerH / spanY);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return (p) => ({
    x: round(box.width / 2 + (p.lng * shrink - centreX) * scale),
    // North is up: a larger latitude is a smaller y.
    y: round(box.height / 2 - (p.lat - centreY) * scale),
  });
}

const round = (value: number) => Math.round(value * 10) / 10;
