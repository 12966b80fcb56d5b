import { POST as contact } from "@/app/api/contact/route";
import { GET as users } from "@/app/api/users/route";
import { getDb } from "@/server/db/client";
import { contactMessages, emailOutbox } from "@/server/db/schema";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";

// The first test pays for the database migration and a password hash on a shared 2-core machine.
jest.setTimeout(30000);

type Envelope<T> = { success: boolean; message: string; data: T; errors?: Record<string, string> };

describe("GET /api/users?email=", () => {
  it("finds a user for an administrator", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    const result = await callRoute<Envelope<{ user_id: number; email: string }[]>>(users, {
      url: `/api/users?email=${encodeURIComponent(target.email.toUpperCase())}`,
      as: admin,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual([
      expect.objectContaining({ user_id: target.user_id, email: target.email }),
    ]);
  });

  it("is refused to customers (403) and visitors (401), so an e-mail's account stays private", async () => {
    const customer = await createUser();
    const url = `/api/users?email=${encodeURIComponent(customer.email)}`;
    expect((await callRoute(users, { url, as: customer })).status).toBe(403);
    expect((await callRoute(users, { url })).status).toBe(401);
  });

  it.each([
    ["/api/users", "Email is required"],
    ["/api/users?email=not-an-email", "Invalid email address"],
  ])("validates %s", async (url, message) => {
    const admin = await createUser({ role: "admin" });
    const result = await callRoute<Envelope<unknown>>(users, { url, as: admin });
    expect(result.status).toBe(400);
    expect(result.body.errors?.email).toBe(message);
  });
});

const validMessage = {
  name: "Ada <b>Lovelace</b>",
  email: "ada@example.com",
  subject: "Airport pickup",
  message: "Line one\n<script>x</script>",
};

describe("POST /api/contact", () => {
  it("stores the message and e-mails the operations mailbox with the user text escaped", async () => {
    const result = await callRoute<Envelope<{ message_id: number }>>(contact, {
      body: validMessage,
      headers: { "x-forwarded-for": "10.0.0.1" },
    });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe("Thank you for your message. We will get back to you soon!");
    const db = await getDb();
    const [stored] = await db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: validMessage.name,
      email: "ada@example.com",
      subject: "Airport pickup",
    });
    const [mail] = await db.select().from(emailOutbox);
    expect(mail).toMatchObject({ template: "contact-form", status: "logged" });
    expect(mail!.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.text).toContain("Line one");
  });

  it.each([
    [{ ...validMessage, name: "" }, "name", "Name is required"],
    [{ ...validMessage, email: undefined }, "email", "Email is required"],
    [{ ...validMessage, email: "bad" }, "email", "Invalid email address"],
    [{ ...validMessage, subject: "   " }, "subject", "Subject is required"],
    [{ ...validMessage, message: 42 }, "message", "Message must be text"],
    [
      { ...validMessage, message: "m".repeat(5001) },
      "message",
      "Message must be at most 5000 characters",
    ],
  ])("rejects bad input %#", async (body, field, message) => {
    const result = await callRoute<Envelope<unknown>>(contact, {
      body,
      headers: { "x-forwarded-for": `10.0.1.${field.length}${message.length}` },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
  });

  it("rejects unknown keys and malformed JSON", async () => {
    expect(
      (
        await callRoute(contact, {
          body: { ...validMessage, admin: true },
          headers: { "x-forwarded-for": "10.0.0.3" },
        })
      ).status,
    ).toBe(400);
    expect(
      (await callRoute(contact, { body: "{oops", headers: { "x-forwarded-for": "10.0.0.3" } }))
        .status,
    ).toBe(400);
  });

  it("rate-limits an address after five messages", async () => {
    const headers = { "x-forwarded-for": "10.0.0.9" };
    for (let i = 0; i < 5; i += 1)
      expect((await callRoute(contact, { body: validMessage, headers })).status).toBe(201);
    const limited = await callRoute<Envelope<unknown>>(contact, { body: validMessage, headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (
        await callRoute(contact, {
          body: validMessage,
          headers: { "x-forwarded-for": "10.0.0.10" },
        })
      ).status,
    ).toBe(201);
  });
});
