import { DrizzleQueryError } from "drizzle-orm/errors";
import { NextRequest } from "next/server";
import { isDatabaseOutage } from "@/server/http/outage";
import { route } from "@/server/http/route";
import { logger } from "@/server/http/logger";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  code: "ECONNREFUSED",
});

function throwing(error: unknown) {
  return route(async () => {
    throw error;
  });
}

const request = (headers: Record<string, string> = {}) =>
  new NextRequest("http://localhost/api/bookings", { method: "GET", headers });
const context = { params: Promise.resolve({}) };

describe("database outage", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ["a refused connection", refused],
    ["a refused connection wrapped by drizzle", new DrizzleQueryError("select 1", [], refused)],
    [
      "both addresses refused (AggregateError)",
      Object.assign(new AggregateError([refused], "connect failed")),
    ],
    ["a pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["a statement timeout", Object.assign(new Error("canceling statement"), { code: "57014" })],
    ["the server shutting down", Object.assign(new Error("terminating"), { code: "57P01" })],
    ["a connection exception class", Object.assign(new Error("no"), { code: "08006" })],
  ])("recognises %s", async (_name, error) => {
    expect(isDatabaseOutage(error)).toBe(true);
    const response = await throwing(error)(request(), context);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = (await response.json()) as {
      success: boolean;
      message: string;
      requestId: string;
    };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/temporarily unavailable/);
    // The id a customer can quote is the one in the response header.
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("leaves other errors alone: a unique violation is not an outage, a bug stays a 500", async () => {
    const duplicate = Object.assign(new Error("duplicate"), { code: "23505" });
    expect(isDatabaseOutage(duplicate)).toBe(false);
    expect(isDatabaseOutage(new TypeError("x is undefined"))).toBe(false);
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const response = await throwing(new TypeError("x is undefined"))(request(), context);
    error.mockRestore();
    expect(response.status).toBe(500);
  });

  it("keeps a caller's plain X-Request-Id and replaces a malformed one", async () => {
    const ok = route(async () => new Response(null, { status: 204 }));
    const kept = await ok(request({ "x-request-id": "lb-1234-abcd" }), context);
    expect(kept.headers.get("x-request-id")).toBe("lb-1234-abcd");
    const replaced = await ok(request({ "x-request-id": "<script>" }), context);
    expect(replaced.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
  });
});
