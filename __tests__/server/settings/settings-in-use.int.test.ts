import { desc, eq } from "drizzle-orm";
import { PUT as saveGroup } from "@/app/api/admin/settings/[key]/route";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as submitTicket } from "@/app/api/partner/tickets/route";
import { getDb } from "@/server/db/client";
import { emailOutbox, type UserRow } from "@/server/db/schema";
import { GENERAL_DEFAULTS, NOTIFICATION_DEFAULTS } from "@/server/settings/registry";
import { canSendMarketing, operationsNotificationsOn } from "@/server/settings/notifications";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { call } from "@test/accounts";
import { pointToPointPayload } from "@test/booking";
import { createUser } from "@test/factories";
import { createPartner } from "@test/partners";

let admin: UserRow;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
});

const save = (key: "general" | "notifications", body: unknown) =>
  call(saveGroup, {
    method: "PUT",
    url: `/api/admin/settings/${key}`,
    params: { key },
    body,
    as: admin,
  });

async function latestMail(template: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.template, template))
    .orderBy(desc(emailOutbox.email_id))
    .limit(1);
  return row;
}

async function mailCount(template: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(emailOutbox).where(eq(emailOutbox.template, template))).length;
}

describe("saved settings are what the site shows", () => {
  it("a saved support phone is in the header/footer's data and in the next e-mail", async () => {
    const res = await save("general", {
      ...GENERAL_DEFAULTS,
      site_name: "Apex Test Cars",
      support_phone: "+44 20 7946 0777",
    });
    expect(res.status).toBe(200);
    // The public frame (header, footer, Need Help) renders from this identity.
    const site = await getSiteIdentity();
    expect(site).toMatchObject({
      phoneDisplay: "+44 20 7946 0777",
      phoneHref: "tel:+442079460777",
    });
    expect(site.name).toBe("Apex Test Cars");

    const sent = await call(contact, {
      body: { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Hi there" },
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    expect(sent.status).toBe(201);
    const mail = await latestMail("contact-form");
    expect(mail!.text).toContain("+44 20 7946 0777");
    expect(mail!.html).toContain("+44 20 7946 0777");
    expect(mail!.text).toContain("Apex Test Cars");
    expect(mail!.text).not.toContain("+44 20 7946 0321");
  });
});

describe("Email Notifications and Marketing Emails", () => {
  it("defaults to operations notifications on and marketing off", async () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({ email_notifications: true, marketing_emails: false });
    expect(await operationsNotificationsOn()).toBe(true);
    expect(await canSendMarketing()).toBe(false);
  });

  it("tells operations of a new booking and a ticket only while notifications are on", async () => {
    const customer = await createUser();
    const { user: partnerUser } = await createPartner();
    const book = () => call(createBookingRoute, { body: pointToPointPayload(), as: customer });
    const ticket = () =>
      call(submitTicket, {
        method: "POST",
        url: "/api/partner/tickets",
        body: { subject: "Question", message: "When?" },
        as: partnerUser,
      });

    expect((await book()).status).toBe(201);
    expect((await ticket()).status).toBe(201);
    const booking = await latestMail("new-booking-notification");
    expect(booking!.to_address).toBe("operations@example.com");
    expect(booking!.subject).toMatch(/^New booking /);
    const bookingsBefore = await mailCount("new-booking-notification");
    const ticketsBefore = await mailCount("partner-ticket-notification");

    await save("notifications", { email_notifications: false, marketing_emails: true });
    expect(await operationsNotificationsOn()).toBe(false);
    expect(await canSendMarketing()).toBe(true);
    expect((await book()).status).toBe(201);
    expect((await ticket()).status).toBe(201);
    expect(await mailCount("new-booking-notification")).toBe(bookingsBefore);
    expect(await mailCount("partner-ticket-notification")).toBe(ticketsBefore);

    await save("notifications", NOTIFICATION_DEFAULTS);
    expect((await book()).status).toBe(201);
    expect(await mailCount("new-booking-notification")).toBe(bookingsBefore + 1);
  });
});
