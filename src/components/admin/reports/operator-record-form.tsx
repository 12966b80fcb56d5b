import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { operatorRecordFilename } from "@/lib/reports/operator-record";

const ENDS = [
  { name: "from", label: "From (pickup day)" },
  { name: "to", label: "To (pickup day)" },
] as const;

/** From and To (pickup days) sent back to the page, and the CSV link for a valid range. */
export function OperatorRecordForm({
  range,
  errors,
  download,
}: {
  range: { from: string; to: string };
  errors: Record<string, string>;
  download: string | null;
}) {
  return (
    <form
      method="get"
      action="/admin/reports/operator-record"
      aria-label="Operator record range"
      className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      {ENDS.map(({ name, label }) => (
        <TextField
          key={name}
          label={label}
          name={name}
          type="date"
          required
          defaultValue={range[name]}
          error={errors[name]}
        />
      ))}
      <Button type="submit" variant="outline">
        Show range
      </Button>
      {download && (
        <Button asChild>
          <a href={download} download={operatorRecordFilename(range.from, range.to)}>
            Download CSV ({range.from} to {range.to})
          </a>
        </Button>
      )}
    </form>
  );
}
