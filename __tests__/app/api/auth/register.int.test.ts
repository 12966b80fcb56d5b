import { eq } from "drizzle-orm";
import { POST as register } from "@/app/api/auth/register/route";
import { getDb } from "@/server/db/client";
import { emailOutbox, users } from "@/server/db/schema";
import { verifyPassword } from "@/server/auth/passwords";
import { REGISTER_LIMITS } from "@/server/users/register-user";
import { call, freshAddress, registrationPayload } from "@test/accounts";

const url = "/api/auth/register";

async function userByEmail(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

describe("POST /api/auth/register", () => {
  it("creates a customer with a hashed password and answers user_id and email (201)", async () => {
    const payload = registrationPayload({ email: "  New.Person@Example.com " });
    const res = await call(register, {
      method: "POST",
      url,
      body: payload,
      headers: freshAddress(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Registration successful",
      data: { email: "new.person@example.com" },
    });
    const row = await userByEmail("new.person@example.com");
    expect(row).toMatchObject({ role: "customer", first_name: "Ada", city: "London" });
    expect((res.body.data as { user_id: number }).user_id).toBe(row!.user_id);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password_hash, "difference-engine")).toBe(true);
    const db = await getDb();
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, "new.person@example.com"));
    expect(mails.map((m) => m.template)).toEqual(["welcome"]);
    expect(mails[0]!.html).toContain("Ada");
  });

  it("accepts the booking-details variant (role customer, profile_image) but never stores a photo URL from the body", async () => {
    const payload = registrationPayload({
      role: "customer",
      profile_image: "https://evil.example/x.jpg",
    });
    const res = await call(register, {
      method: "POST",
      url,
      body: payload,
      headers: freshAddress(),
    });
    expect(res.status).toBe(201);
    const row = await userByEmail(payload.email);
    expect(row).toMatchObject({ role: "customer", profile_image: null });
  });

  it.each(["admin", "driver", "partner"])(
    "refuses a smuggled role %s with 400 and creates nothing",
    async (role) => {
      const payload = registrationPayload({ role });
      const res = await call(register, {
        method: "POST",
        url,
        body: payload,
        headers: freshAddress(),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty("role");
      expect(await userByEmail(payload.email)).toBeUndefined();
    },
  );

  it("refuses unknown keys such as user_id or session_version", async () => {
    for (const extra of [{ user_id: 1 }, { session_version: 5 }, { password_hash: "x" }]) {
      const payload = registrationPayload(extra);
      const res = await call(register, {
        method: "POST",
        url,
        body: payload,
        headers: freshAddress(),
      });
      expect(res.status).toBe(400);
      expect(await userByEmail(payload.email)).toBeUndefined();
    }
  });

  it.each([
    ["first_name", "", "First name is required"],
    ["last_name", "", "Last name is required"],
    ["phone_number", "", "Phone number is required"],
    ["email", "", "Email is required"],
    ["email", "not-an-email", "Invalid email address"],
    ["address", "", "Address is required"],
    ["city", "", "City is required"],
    ["state_province", "", "State/Province is required"],
    ["zip_postal_code", "", "ZIP/Postal code is required"],
    ["country", "", "Country is required"],
    ["password", "", "Password is required"],
    ["password", "12345", "Password must be at least 6 characters"],
  ])("rejects %s=%j with '%s'", async (field, value, message) => {
    const res = await call(register, {
      method: "POST",
      url,
      body: registrationPayload({ [field]: value }),
      headers: freshAddress(),
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it("rejects missing fields and wrong types", async () => {
    const { city: _city, ...withoutCity } = registrationPayload();
    const missing = await call(register, {
      method: "POST",
      url,
      body: withoutCity,
      headers: freshAddress(),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.city).toBe("City is required");
    const wrongType = await call(register, {
      method: "POST",
      url,
      body: registrationPayload({ first_name: 42 }),
      headers: freshAddress(),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors?.first_name).toBe("First name is required");
  });

  it("rejects malformed JSON and an empty body", async () => {
    const malformed = await call(register, {
      method: "POST",
      url,
      body: "{not json",
      headers: freshAddress(),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Request body must be valid JSON");
    const empty = await call(register, { method: "POST", url, body: "", headers: freshAddress() });
    expect(empty.status).toBe(400);
    const array = await call(register, {
      method: "POST",
      url,
      body: "[]",
      headers: freshAddress(),
    });
    expect(array.status).toBe(400);
  });

  it("answers 409 for an e-mail that already has an account, whatever its case", async () => {
    const payload = registrationPayload();
    await call(register, { method: "POST", url, body: payload, headers: freshAddress() });
    const again = await call(register, {
      method: "POST",
      url,
      body: { ...payload, email: payload.email.toUpperCase() },
      headers: freshAddress(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      requestId: expect.any(String),
      message: "An account with this email already exists",
    });
  });

  it("refuses cross-site registrations", async () => {
    const payload = registrationPayload();
    const res = await call(register, {
      method: "POST",
      url,
      body: payload,
      headers: { ...freshAddress(), origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await userByEmail(payload.email)).toBeUndefined();
  });

  it("rate limits registrations per address with 429 and Retry-After", async () => {
    const headers = freshAddress();
    for (let i = 0; i < REGISTER_LIMITS.perAddress; i += 1) {
      // Invalid payloads still count: the limit guards the endpoint, not only successes.
      const res = await call(register, {
        method: "POST",
        url,
        body: registrationPayload({ password: "1" }),
        headers,
      });
      expect(res.status).toBe(400);
    }
    const limited = await call(register, {
      method: "POST",
      url,
      body: registrationPayload(),
      headers,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many registration attempts. Please try again later.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await call(register, {
      method: "POST",
      url,
      body: registrationPayload(),
      headers: freshAddress(),
    });
    expect(other.status).toBe(201);
  });
});
