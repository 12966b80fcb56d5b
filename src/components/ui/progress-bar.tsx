import { cn } from "./cn";

/**
 * A thin labelled progress bar. `value` within `min`..`max` is what assistive technology reads;
 * `filled` is the share of the track drawn, in percent (by default `value`, for 0 to 100 bars).
 */
export function ProgressBar({
  label,
  value,
  min = 0,
  max = 100,
  filled = value,
  className,
  barClassName,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  filled?: number;
  className?: string;
  barClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-neutral-200", className)}
    >
      <div className={cn("h-full", barClassName)} style={{ width: `${filled}%` }} />
    </div>
  );
}
