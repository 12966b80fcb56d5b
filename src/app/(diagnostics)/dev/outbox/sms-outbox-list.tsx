import type { SmsOutboxEntry } from "@/server/users/dev-outbox";

/** The text messages beside the e-mails: to, sender, kind, status, size, and any refusal. */
export function SmsOutboxList({ texts }: { texts: SmsOutboxEntry[] }) {
  return (
    <>
      <h2 className="mt-8 text-xl font-semibold text-neutral-900">SMS</h2>
      {texts.length === 0 ? (
        <p className="mt-4 text-neutral-800">No text messages yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {texts.map((text) => (
            <li key={text.sms_id} className="rounded-lg border border-neutral-200 bg-white p-4">
              <h3 className="font-semibold text-neutral-900">To {text.to_number}</h3>
              <p className="text-sm text-neutral-700">
                From {text.from_sender ?? "no sender"} · {text.kind} · {text.status} ·{" "}
                {text.segments} part{text.segments === 1 ? "" : "s"} ({text.encoding}) ·{" "}
                {text.created_at}
              </p>
              {text.error && <p className="mt-1 text-sm text-red-800">{text.error}</p>}
              <p className="mt-3 whitespace-pre-wrap break-words text-sm text-neutral-900">
                {text.body}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
