/**
 * The pieces the drawn (offline, SVG) maps share: the squared paper behind them and the lettered
 * pins (A for pickup, B for drop-off) on them.
 */

/** A light grid of `cell`-sized squares over the whole `width` x `height` drawing. */
export function MapGrid({
  id,
  cell,
  width,
  height,
}: {
  /** The pattern's id, unique on the page. */
  id: string;
  cell: number;
  width: number;
  height: number;
}) {
  return (
    <>
      <defs>
        <pattern id={id} width={cell} height={cell} patternUnits="userSpaceOnUse">
          <path d={`M ${cell} 0 L 0 0 0 ${cell}`} fill="none" stroke="#e5e5e5" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={width} height={height} fill={`url(#${id})`} />
    </>
  );
}

/** A round pin with a white letter in it, centred on `at`. */
export function LetteredPin({
  at,
  letter,
  fill,
}: {
  at: { x: number; y: number };
  letter: string;
  fill: string;
}) {
  return (
    <>
      <circle cx={at.x} cy={at.y} r="10" fill={fill} />
      <text x={at.x} y={at.y + 4} textAnchor="middle" fontSize="11" fill="#fff" fontWeight="bold">
        {letter}
      </text>
    </>
  );
}
