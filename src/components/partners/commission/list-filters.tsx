import { buttonClass } from "@/components/ui/button";
import { fieldControlClass } from "@/components/ui/field";

export interface FilterField {
  name: string;
  label: string;
  value?: string;
  /** A select's options; without them the field is a text or date input. */
  options?: readonly { value: string; label: string }[];
  type?: "search" | "date";
}

/**
 * A GET form for a server-rendered list: the filters live in the URL, so reload, back and a
 * shared link show the same rows. Submitting starts again at page 1.
 */
export function ListFilters({ label, fields }: { label: string; fields: FilterField[] }) {
  return (
    <form role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      {fields.map((field) => (
        <label key={field.name} className="grid gap-1 text-sm font-medium">
          {field.label}
          {field.options ? (
            <select
              name={field.name}
              defaultValue={field.value ?? ""}
              className={fieldControlClass}
            >
              <option value="">All</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              name={field.name}
              type={field.type ?? "search"}
              defaultValue={field.value ?? ""}
              className={fieldControlClass}
            />
          )}
        </label>
      ))}
      <button type="submit" className={buttonClass({ variant: "outline" })}>
        Filter
      </button>
    </form>
  );
}
