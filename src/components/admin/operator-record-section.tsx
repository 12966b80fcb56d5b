import { DetailRows, type DetailRow } from "@/components/ui/detail-rows";
import { formatPence } from "@/lib/money";
import type { OperatorRecordEntry } from "@/lib/reports/operator-record";
import { shortZoneName } from "@/lib/time-zone-names";

const RECEIVED_VIA: Record<string, string> = { online: "Online", phone: "By phone" };

function carRows(entry: OperatorRecordEntry): DetailRow[] {
  if (!entry.chauffeur_name && !entry.partner_company) return [["Chauffeur", "Not assigned yet"]];
  const rows: DetailRow[] = [];
  if (entry.partner_company) rows.push(["Partner", entry.partner_company]);
  rows.push(
    ["Chauffeur", entry.chauffeur_name ?? "Not named yet"],
    ["PHV licence", entry.chauffeur_licence ?? "Not recorded"],
    [
      "Vehicle",
      [entry.vehicle_registration, entry.vehicle].filter(Boolean).join(" · ") || "Not recorded",
    ],
  );
  return rows;
}

/**
 * What the operator must keep for the booking (received when and by whom, passenger, journey,
 * fare) and, per car, the chauffeur and vehicle that hold or did the job.
 */
export function OperatorRecordSection({ entries }: { entries: OperatorRecordEntry[] }) {
  const [first] = entries;
  if (!first) return null;
  const booking: DetailRow[] = [
    [
      "Received",
      `${new Date(first.received_at).toLocaleString("en-GB", { timeZone: "Europe/London" })} (UK time)`,
    ],
    ["Received via", RECEIVED_VIA[first.received_via] ?? first.received_via],
    ["Received by", first.received_by],
    ["Passenger", first.passenger],
    ["Pickup", first.pickup],
    ["Destination", first.destination],
    [
      "Pickup time",
      `${first.pickup_date} ${first.pickup_time} (${shortZoneName(first.pickup_time_zone)})`,
    ],
    ["Fare", formatPence(first.fare_pence)],
  ];
  return (
    <section aria-labelledby="details-operator-record">
      <h3 id="details-operator-record" className="mb-2 font-semibold text-neutral-900">
        Operator record
      </h3>
      <DetailRows rows={booking} termWidth="8rem" />
      {entries.map((entry) => (
        <div key={entry.car_number} className="mt-3">
          <h4 className="mb-1 text-sm font-semibold text-neutral-800">
            Car {entry.car_number} of {entry.number_of_cars}
          </h4>
          <DetailRows rows={carRows(entry)} termWidth="8rem" />
        </div>
      ))}
    </section>
  );
}
