import { DrizzleQueryError } from "drizzle-orm/errors";
import { NextRequest } from "next/server";
import { route } from "@/server/http/route";
import { logger } from "@/server/http/logger";

/** The shape node-postgres, PGlite and Neon give a refused statement: a message and a SQLSTATE. */
function driverError(code: string, message = "database said no") {
  return Object.assign(new Error(message), {
    code,
    severity: "ERROR",
    table: "users",
    constraint: "users_email_unique",
  });
}

/** What drizzle throws: its own error, with the parameters in the message and the driver's error as cause. */
function drizzleError(
  code: string,
  params: unknown[] = ["$argon2id$secret-hash", "reset-token-123"],
) {
  return new DrizzleQueryError(
    'insert into "users" ("email") values ($1)',
    params,
    driverError(code),
  );
}

function failingWith(error: unknown) {
  const handler = route(async () => {
    throw error;
  });
  const request = new NextRequest("http://localhost:3000/api/thing", {
    method: "POST",
    headers: { host: "localhost:3000" },
    body: "{}",
  });
  return handler(request, { params: Promise.resolve({}) });
}

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(logger, "error").mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("route wrapper: database refusals caused by input", () => {
  it("answers a unique violation (23505) on drizzle's cause with a generic 409", async () => {
    const response = await failingWith(drizzleError("23505"));
    expect(response.status).toBe(409);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: "This conflicts with a record that already exists.",
      requestId: expect.any(String),
    });
    expect(text).not.toMatch(/users|insert|argon|constraint/);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each(["22P02", "22021", "22P05", "22003", "22001", "22008"])(
    "answers %s with a 400 that names nothing internal",
    async (code) => {
      const response = await failingWith(drizzleError(code));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: "The request contains a value that cannot be stored.",
        requestId: expect.any(String),
      });
      expect(consoleWarn).toHaveBeenCalledWith(
        expect.objectContaining({ code }),
        "refused by the database",
      );
    },
  );

  it("finds the code on the error itself as well as on its cause", async () => {
    expect((await failingWith(driverError("23505"))).status).toBe(409);
    expect(
      (await failingWith(new Error("pool wrapper", { cause: drizzleError("22021") }))).status,
    ).toBe(400);
  });

  it.each([
    ["a database error not caused by input", drizzleError("42P01")],
    ["a plain error", new Error("boom")],
  ])("still answers %s with the generic 500 and logs it", async (_label, error) => {
    const response = await failingWith(error);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      message: "Something went wrong. Please try again.",
      requestId: expect.stringMatching(/^[\w-]{36}$/),
    });
    // One line for the error (the request's own line also logs the 500).
    expect(consoleError.mock.calls.filter((call) => call[1] === "unhandled error")).toHaveLength(1);
  });

  it("logs a failed query's SQL and diagnosis but never its parameters", async () => {
    await failingWith(drizzleError("42P01"));
    const logged = JSON.stringify(
      consoleError.mock.calls.find((call) => call[1] === "unhandled error"),
    );
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain("42P01");
    expect(logged).toContain("database said no");
    expect(logged).not.toMatch(/argon|reset-token-123/);
  });
});
