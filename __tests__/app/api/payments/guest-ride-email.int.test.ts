import { eq } from "drizzle-orm";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirm } from "@/app/api/payments/test-provider/confirm/route";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createBookingRow, createUser } from "@test/factories";
import { quietPaymentsTestSetup } from "@test/payments";

quietPaymentsTestSetup();
jest.setTimeout(30000);

type Answer = { success: boolean; clientSecret?: string };
type User = Awaited<ReturnType<typeof createUser>>;

async function payFor(user: User, bookingId: number, amount: number) {
  const created = await callRoute<Answer>(createIntent, {
    url: "/api/create-payment-intent",
    as: user,
    body: { booking_id: bookingId, amount, currency: "gbp" },
  });
  expect(created.status).toBe(200);
  const paid = await callRoute<Answer>(confirm, {
    url: "/api/payments/test-provider/confirm",
    as: user,
    body: {
      client_secret: created.body.clientSecret,
      card_number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  expect(paid.status).toBe(200);
}

const mailTo = async (to: string) =>
  (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.to_address, to));

describe("the guest passenger's ride e-mail", () => {
  it("sends a paid booking's guest the ride details without the price, once", async () => {
    const booker = await createUser({ first_name: "Ada" });
    const booking = await createBookingRow({
      user_id: booker.user_id,
      price_pence: 31562,
      is_self_booking: false,
      guest_first_name: "Grace",
      guest_last_name: "Hopper",
      guest_email: "grace.guest@example.com",
      number_of_cars: 2,
    });
    await payFor(booker, booking.booking_id, 315.62);
    const mails = (await mailTo("grace.guest@example.com")).filter(
      (mail) => mail.template === "guest-ride",
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.text).toContain("Hello Grace");
    expect(mail!.text).toContain("Ada has booked a chauffeured ride for you");
    expect(mail!.text).toContain(`booking ${booking.booking_reference}`);
    expect(mail!.text).toContain(booking.pickup_location);
    expect(mail!.text).toContain("(2 cars)");
    // The pickup's zone as people say it, never its IANA name.
    expect(mail!.text).toMatch(
      /Date & Time: .* \((UK time|Eastern|Central|Mountain|Pacific|Atlantic)\)/,
    );
    expect(mail!.text).not.toMatch(/\((Europe|America)\//);
    expect(mail!.text).not.toContain("315.62");
    expect(mail!.html).not.toContain("315.62");
    expect(mail!.text).not.toContain("£");
  });

  it("sends nothing to anyone but the booker for a self booking or a guest without e-mail", async () => {
    const booker = await createUser();
    const self = await createBookingRow({ user_id: booker.user_id, price_pence: 10000 });
    await payFor(booker, self.booking_id, 100);
    const noEmail = await createBookingRow({
      user_id: booker.user_id,
      price_pence: 10000,
      is_self_booking: false,
      guest_first_name: "Ned",
      guest_email: null,
    });
    await payFor(booker, noEmail.booking_id, 100);
    const all = await (await getDb()).select().from(emailOutbox);
    expect(all.filter((mail) => mail.template === "guest-ride")).toHaveLength(1);
  });
});
