import type { Metadata } from "next";
import { connection } from "next/server";
import { requirePageDevEndpointAccess } from "@/server/auth/dev-endpoint-guard";
import { devOutboxAccess, listOutbox, listSmsOutbox } from "@/server/users/dev-outbox";
import { SmsOutboxList } from "./sms-outbox-list";

export const metadata: Metadata = { title: "Outbox (development)", robots: { index: false } };

/**
 * The local inbox: this machine or an administrator under `next dev` and with DEV_OUTBOX=1,
 * administrators only under another production build, not found with a real e-mail provider or
 * in a deployment (devOutboxAccess).
 */
export default async function DevOutboxPage() {
  await connection();
  await requirePageDevEndpointAccess(devOutboxAccess(), "/dev/outbox");
  const [mails, texts] = await Promise.all([
    listOutbox({ limit: 100 }),
    listSmsOutbox({ limit: 100 }),
  ]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Outbox</h1>
      <p className="mt-1 text-sm text-neutral-700">
        E-mails and text messages recorded by the outbox adapters, newest first. Password reset
        links live here: it is never shown in a deployment.
      </p>
      <h2 className="mt-6 text-xl font-semibold text-neutral-900">E-mail</h2>
      {mails.length === 0 ? (
        <p className="mt-6 text-neutral-800">No e-mails yet.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {mails.map((mail) => (
            <li key={mail.email_id} className="rounded-lg border border-neutral-200 bg-white p-4">
              <h3 className="font-semibold text-neutral-900">{mail.subject}</h3>
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
      <SmsOutboxList texts={texts} />
    </div>
  );
}
