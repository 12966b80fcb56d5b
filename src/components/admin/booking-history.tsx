import type { AuditEntry } from "./admin-booking-types";

const ACTIONS: Record<string, string> = {
  created: "Created",
  updated: "Edited",
  status_changed: "Status changed",
  price_set: "Price set",
  refunded: "Refunded",
  paid: "Paid",
  cancelled: "Cancelled",
  email_sent: "E-mail sent",
  email_undeliverable: "E-mail not delivered",
  // The chauffeur's own days off (driver_days_off), in the driver's History.
  day_off_added: "Day off marked",
  day_off_removed: "Day off cleared",
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The audit trail of one object, oldest first: who, when, what, and each field's old and new value. */
export function BookingHistory({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-neutral-700">No history yet.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-neutral-200 p-3 text-sm">
          <p className="font-semibold text-neutral-900">
            {ACTIONS[entry.action] ?? entry.action}
            <span className="font-normal text-neutral-700">
              {" "}
              · {when.format(new Date(entry.occurred_at))} · {entry.actor_label ?? entry.actor_kind}{" "}
              ({entry.actor_kind})
            </span>
          </p>
          {typeof entry.context?.summary === "string" && (
            <p className="mt-1 text-neutral-800">{entry.context.summary}</p>
          )}
          {Object.keys(entry.changes ?? {}).length > 0 && (
            <ul className="mt-1 text-neutral-800">
              {Object.entries(entry.changes).map(([field, change]) => (
                <li key={field}>
                  {field.replaceAll("_", " ")}: {show(change.old)} → {show(change.new)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
