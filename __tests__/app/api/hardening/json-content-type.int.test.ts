import { eq } from "drizzle-orm";
import { POST as contact } from "@/app/api/contact/route";
import { PUT as updateUser } from "@/app/api/users/[user_id]/route";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { createUser, profilePayload } from "@test/factories";
import { callRoute } from "@test/route-client";

// A cross-site form or no-cors fetch can send text/plain with the user's cookie and no preflight.
describe("JSON bodies need Content-Type: application/json", () => {
  it.each(["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", ""])(
    "a signed-in profile change sent as %j answers 415 and changes nothing",
    async (contentType) => {
      const user = await createUser();
      const body = JSON.stringify(profilePayload(`changed-${user.user_id}@example.com`));
      const res = await callRoute(updateUser, {
        method: "PUT",
        url: `/api/users/${user.user_id}`,
        params: { user_id: String(user.user_id) },
        as: user,
        body,
        headers: contentType ? { "content-type": contentType } : { "content-type": " " },
      });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false });
      const db = await getDb();
      const [row] = await db.select().from(users).where(eq(users.user_id, user.user_id));
      expect(row?.email).toBe(user.email);
    },
  );

  it("accepts application/json with a charset", async () => {
    const user = await createUser();
    const res = await callRoute(updateUser, {
      method: "PUT",
      url: `/api/users/${user.user_id}`,
      params: { user_id: String(user.user_id) },
      as: user,
      body: JSON.stringify(profilePayload(`json-${user.user_id}@example.com`)),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(200);
  });

  it("applies to endpoints without a session too", async () => {
    const res = await callRoute(contact, {
      method: "POST",
      url: "/api/contact",
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Hello there" }),
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
  });
});
