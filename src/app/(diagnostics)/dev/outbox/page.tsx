import type { Metadata } from "next";
import { connection } from "next/server";
import { requirePageDevEndpointAccess } from "@/server/auth/dev-endpoint-guard";
import { devOutboxAccess, listOutbox } from "@/server/users/dev-outbox";

export const metadata: Metadata = { title: "Outbox (development)", robots: { index: false } };

/**
 * The local inbox: this machine or an administrator under `next dev` and with DEV_OUTBOX=1,
 * administrators only under another production build, not found with a real e-mail provider or
 * in a deployment (devOutboxAccess).
 */
export default async function DevOutboxPage() {
  await connection();
  await requirePageDevEndpointAccess(devOutboxAccess(), "/dev/outbox");
  const mails = await listOutbox({ limit: 100 });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Outbox</h1>
      <p className="mt-1 text-sm text-neutral-700">
        E-mails recorded by the outbox adapter, newest first. Password reset links live here: it is
        never shown in a deployment.
      </p>
      {mails.length === 0 ? (
        <p className="mt-6 text-neutral-800">No e-mails yet.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {mails.map((mail) => (
            <li key={mail.email_id} className="rounded-lg border border-neutral-200 bg-white p-4">
              <h2 className="font-semibold text-neutral-900">{mail.subject}</h2>
              <p className="text-sm text-neutral-700">
                To {mail.to_address} · {mail.template} · {mail.status} · {mail.created_at}
              </p>
              <pre className="mt-3 whitespace-pre-wrap break-words text-sm text-neutral-900">
                {mail.text}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
