const FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
});

/** An instant on the operator's clock (London), e.g. "26 Nov 2026, 20:31:05 GMT". */
export function jobTime(iso: string | null): string {
  return iso ? FORMAT.format(new Date(iso)) : "—";
}
