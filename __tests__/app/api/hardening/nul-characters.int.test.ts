import { POST as register } from "@/app/api/auth/register/route";
import { POST as createBooking } from "@/app/api/bookings/route";
import { POST as contact } from "@/app/api/contact/route";
import { PUT as putUser } from "@/app/api/users/[user_id]/route";
import { callRoute } from "@test/route-client";
import { createUser, profilePayload } from "@test/factories";
import { freshAddress, registrationPayload } from "@test/accounts";
import { pointToPointPayload } from "@test/booking";
import { logger } from "@/server/http/logger";

// Postgres text cannot hold U+0000; before the boundary check these writes reached the database
// and came back as 500s.
jest.setTimeout(30_000);

type Envelope = { success: boolean; message: string; errors?: Record<string, string> };
const MESSAGE = "Contains characters that are not allowed";

const profile = profilePayload("katherine.nul@example.com");

function expectRefused(result: { status: number; body: Envelope }, field: string) {
  expect(result.status).toBe(400);
  expect(result.body).toEqual({
    success: false,
    message: MESSAGE,
    errors: { [field]: MESSAGE },
    requestId: expect.any(String),
  });
}

describe("a NUL character in a JSON string field", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(logger, "error");
  });
  afterEach(() => {
    // A refusal at the boundary is not a server failure: nothing is logged as one.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("is refused by POST /api/auth/register with the field named", async () => {
    const result = await callRoute<Envelope>(register, {
      body: registrationPayload({ city: "Lon\u0000don" }),
      headers: freshAddress(),
    });
    expectRefused(result, "city");
  });

  it("is refused by PUT /api/users/{id}", async () => {
    const user = await createUser();
    const result = await callRoute<Envelope, { user_id: string }>(putUser, {
      method: "PUT",
      params: { user_id: String(user.user_id) },
      as: user,
      body: { ...profile, first_name: "Kath\u0000erine" },
    });
    expectRefused(result, "first_name");
  });

  it("is refused by POST /api/contact", async () => {
    const body = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Airport pickup",
      message: "Hello\u0000 there",
    };
    expectRefused(await callRoute<Envelope>(contact, { body, headers: freshAddress() }), "message");
  });

  it("is refused by POST /api/bookings, before the Idempotency-Key is claimed", async () => {
    const user = await createUser();
    const headers = { "idempotency-key": `nul-${Date.now()}` };
    const bad = await callRoute<Envelope>(createBooking, {
      body: pointToPointPayload({ notes_for_chauffeur: "Gate\u00004" }),
      as: user,
      headers,
    });
    expectRefused(bad, "notes_for_chauffeur");
    const good = await callRoute<Envelope>(createBooking, {
      body: pointToPointPayload({ notes_for_chauffeur: "Gate 4" }),
      as: user,
      headers,
    });
    expect(good.status).toBe(201);
  });
});
