import { NextRequest } from "next/server";
import { z } from "zod";
import { ok } from "@/server/http/envelope";
import { AppError } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { parseJsonBody } from "@/server/http/validation";
import { logger } from "@/server/http/logger";

const schema = z
  .object({ name: z.string().min(2, "Name must be at least 2 characters"), age: z.number().int() })
  .strict();
const echo = route(async (request) => ok(await parseJsonBody(request, schema), { status: 201 }));

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/api/echo", {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
    body,
  });
}
const call = (request: NextRequest, handler = echo) =>
  handler(request, { params: Promise.resolve({}) });

describe("route wrapper", () => {
  it("answers the spec envelope on success", async () => {
    const response = await call(post(JSON.stringify({ name: "Ann", age: 3 })));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      message: "OK",
      data: { name: "Ann", age: 3 },
    });
  });

  it("names each bad field with a 400", async () => {
    const response = await call(post(JSON.stringify({ name: "A", age: "x", role: "admin" })));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe("Name must be at least 2 characters");
    expect(Object.keys(body.errors).sort()).toEqual(
      ["age", "body", "name"].filter((k) => k in body.errors).sort(),
    );
    expect(body.errors.name).toBe("Name must be at least 2 characters");
    expect(body.errors.age).toBeDefined();
  });

  it.each([
    ["invalid JSON", "{not json", "Request body must be valid JSON"],
    ["an empty body", "", "Request body is required"],
  ])("refuses %s with a 400", async (_label, body, message) => {
    const response = await call(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message });
  });

  it("refuses bodies over the size cap with 413", async () => {
    const response = await call(post(JSON.stringify({ name: "x".repeat(70_000), age: 1 })));
    expect(response.status).toBe(413);
  });

  it("refuses cross-site writes before the handler runs", async () => {
    const handler = jest.fn(async () => ok(null));
    const guarded = route(handler);
    const response = await call(post("{}", { origin: "https://evil.example" }), guarded);
    expect(response.status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
    const fetchSite = await call(post("{}", { "sec-fetch-site": "cross-site" }), guarded);
    expect(fetchSite.status).toBe(403);
    const sameOrigin = await call(post("{}", { origin: "http://localhost:3000" }), guarded);
    expect(sameOrigin.status).toBe(200);
  });

  it("maps AppError to its status and Retry-After", async () => {
    const limited = route(async () => {
      throw new AppError("RATE_LIMITED", "Too many attempts. Please try again later.", {
        retryAfterSeconds: 42,
      });
    });
    const response = await call(post("{}"), limited);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
  });

  it("answers unknown errors with a generic 500 and no details", async () => {
    const spy = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const broken = route(async () => {
      throw new Error("relation users does not exist at postgres://secret@host/db");
    });
    const response = await call(post("{}"), broken);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: "Something went wrong. Please try again.",
      requestId: expect.stringMatching(/^[\w-]{36}$/),
    });
    expect(text).not.toMatch(/relation|postgres|stack/);
    spy.mockRestore();
  });
});

describe("route wrapper with a params schema", () => {
  const byId = route({ params: bookingIdParamsSchema }, async (_request, { params }) =>
    ok({ id: params.id, type: typeof params.id }),
  );
  const get = (id: string) =>
    byId(new NextRequest(`http://localhost:3000/api/things/${id}`), {
      params: Promise.resolve({ id }),
    });

  it("hands the handler typed params", async () => {
    const response = await get("12");
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ id: 12, type: "number" });
  });

  it.each(["abc", "0", "-3", "2147483648"])("answers 404 Not found for %j", async (id) => {
    const response = await get(id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: "Not found",
      requestId: expect.any(String),
    });
  });
});
