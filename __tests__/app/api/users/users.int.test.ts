import { eq } from "drizzle-orm";
import { GET as getUser, PUT as putUser } from "@/app/api/users/[user_id]/route";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { createUser, profilePayload } from "@test/factories";
import { call } from "@test/accounts";

const profile = profilePayload("katherine@example.com");

async function reload(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.user_id, userId));
  return row!;
}

const urlFor = (id: number | string) => `/api/users/${id}`;

describe("GET /api/users/{user_id}", () => {
  it("answers the user's own public fields", async () => {
    const user = await createUser();
    const res = await call(getUser, {
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: user,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { user_id: user.user_id, email: user.email, city: "London", role: "customer" },
    });
  });

  it("lets an administrator read anyone", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const res = await call(getUser, {
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: admin,
      bearer: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_id: user.user_id });
  });

  it("answers 401 without a session, 404 for another customer and for nonsense ids", async () => {
    const user = await createUser();
    const other = await createUser();
    expect(
      (
        await call(getUser, {
          url: urlFor(user.user_id),
          params: { user_id: String(user.user_id) },
        })
      ).status,
    ).toBe(401);
    const foreign = await call(getUser, {
      url: urlFor(other.user_id),
      params: { user_id: String(other.user_id) },
      as: user,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(other.email);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect(
        (await call(getUser, { url: urlFor(id), params: { user_id: id }, as: user })).status,
      ).toBe(404);
    }
  });
});

describe("PUT /api/users/{user_id}", () => {
  it("updates the nine profile fields and answers the user", async () => {
    const user = await createUser();
    const res = await call(putUser, {
      method: "PUT",
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: user,
      body: { ...profile, email: "Katherine.J@Example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Your profile has been successfully updated.",
      // The one phone rule stores E.164.
      data: { ...profile, email: "katherine.j@example.com", phone_number: "+447700900999" },
    });
    expect(await reload(user.user_id)).toMatchObject({
      ...profile,
      email: "katherine.j@example.com",
      phone_number: "+447700900999",
      role: "customer",
    });
  });

  it("refuses role, user_id, password or photo in the body and changes nothing", async () => {
    const user = await createUser();
    for (const extra of [
      { role: "admin" },
      { user_id: 1 },
      { password_hash: "x" },
      { profile_image: "https://evil.example/a.jpg" },
      { session_version: 9 },
    ]) {
      const res = await call(putUser, {
        method: "PUT",
        url: urlFor(user.user_id),
        params: { user_id: String(user.user_id) },
        as: user,
        body: { ...profile, ...extra },
      });
      expect(res.status).toBe(400);
    }
    const row = await reload(user.user_id);
    expect(row).toMatchObject({
      role: "customer",
      first_name: user.first_name,
      profile_image: null,
      session_version: user.session_version,
    });
  });

  it.each([
    ["first_name", "K", "First name must be at least 2 characters"],
    ["last_name", "J", "Last name must be at least 2 characters"],
    ["email", "nope", "Invalid email address"],
    ["phone_number", "12345", "Phone number must be at least 10 digits"],
    ["address", "1 A", "Address must be at least 5 characters"],
    ["city", "B", "City is required"],
    ["state_province", "", "State/Province is required"],
    ["zip_postal_code", "B1", "ZIP/Postal code is required"],
    ["country", "U", "Country is required"],
    ["city", 12, "City is required"],
  ])("rejects %s=%j with '%s'", async (field, value, message) => {
    const user = await createUser();
    const res = await call(putUser, {
      method: "PUT",
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: user,
      body: { ...profile, [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect((await reload(user.user_id)).first_name).toBe(user.first_name);
  });

  it("rejects missing fields and malformed JSON", async () => {
    const user = await createUser();
    const { country: _country, ...partial } = profile;
    const missing = await call(putUser, {
      method: "PUT",
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: user,
      body: partial,
    });
    expect(missing.body.errors?.country).toBe("Country is required");
    const malformed = await call(putUser, {
      method: "PUT",
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: user,
      body: "{",
    });
    expect(malformed.status).toBe(400);
  });

  it("answers 409 when the e-mail belongs to someone else", async () => {
    const user = await createUser();
    const other = await createUser();
    const res = await call(putUser, {
      method: "PUT",
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: user,
      body: { ...profile, email: other.email },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists");
  });

  it("answers 401 without a session and 404 for another customer, changing nothing", async () => {
    const user = await createUser();
    const other = await createUser();
    expect(
      (
        await call(putUser, {
          method: "PUT",
          url: urlFor(user.user_id),
          params: { user_id: String(user.user_id) },
          body: profile,
        })
      ).status,
    ).toBe(401);
    const foreign = await call(putUser, {
      method: "PUT",
      url: urlFor(other.user_id),
      params: { user_id: String(other.user_id) },
      as: user,
      body: profile,
    });
    expect(foreign.status).toBe(404);
    expect(await reload(other.user_id)).toMatchObject({
      first_name: other.first_name,
      email: other.email,
    });
  });

  it("lets an administrator update a customer's profile but not their role", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const res = await call(putUser, {
      method: "PUT",
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: admin,
      body: profile,
    });
    expect(res.status).toBe(200);
    expect(await reload(user.user_id)).toMatchObject({ first_name: "Katherine", role: "customer" });
  });

  it("refuses cross-site updates", async () => {
    const user = await createUser();
    const res = await call(putUser, {
      method: "PUT",
      url: urlFor(user.user_id),
      params: { user_id: String(user.user_id) },
      as: user,
      body: profile,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
