import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { issueToken } from "@/server/auth/session";
import type { PartnerRow, UserRow } from "@/server/db/schema";
import { createBookingRow, createUser } from "@test/factories";
import { payBooking, readRow } from "@test/ledger";
import { TEST_ORIGIN } from "@test/route-client";

type Handler = (
  request: NextRequest,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

/** A partner booking whose pickup was `days` ago, paid (so its commission is available). */
export async function paidPastBooking(
  partner: Pick<PartnerRow, "partner_id">,
  pricePence: number,
  days = 8,
) {
  const user = await createUser();
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const booking = await createBookingRow({
    user_id: user.user_id,
    partner_id: partner.partner_id,
    price_pence: pricePence,
    booking_date: date,
    pickup_at: new Date(`${date}T10:00:00Z`),
  });
  expect((await payBooking(booking)).outcome).toBe("paid");
  return readRow(booking.booking_id);
}

/** Calls a PDF endpoint and reads the document's text back (unpdf). */
export async function fetchPdf(
  handler: Handler,
  id: number | string,
  as?: Pick<UserRow, "user_id" | "role" | "session_version" | "email">,
): Promise<{ status: number; headers: Headers; text: string }> {
  const headers = new Headers({ host: "localhost:3000" });
  if (as) headers.set("cookie", `next-auth.session-token=${await issueToken(as)}`);
  const request = new NextRequest(new URL(`/api/statement/${id}`, TEST_ORIGIN), { headers });
  const response = await handler(request, { params: Promise.resolve({ id: String(id) }) });
  if (response.headers.get("content-type") !== "application/pdf") {
    return { status: response.status, headers: response.headers, text: await response.text() };
  }
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return { status: response.status, headers: response.headers, text };
}
