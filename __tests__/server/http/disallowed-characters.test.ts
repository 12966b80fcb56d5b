import { NextRequest } from "next/server";
import { z } from "zod";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import {
  disallowedCharacterErrors,
  parseJsonBody,
  parseSearchParams,
  readJson,
} from "@/server/http/validation";

const MESSAGE = "Contains characters that are not allowed";

function request(url: string, body?: string) {
  return new NextRequest(`http://localhost:3000${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { host: "localhost:3000", "content-type": "application/json" },
    body,
  });
}
type Handler = (
  req: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const call = (handler: Handler, req: NextRequest) => handler(req, { params: Promise.resolve({}) });

describe("disallowedCharacterErrors", () => {
  it("names the path of each string holding NUL, the way zod's field errors are named", () => {
    const body = {
      name: "ok",
      passengers: [{ first: "A\u0000" }, "fine", "x\u0000"],
      nested: { deep: { note: "\u0000" } },
    };
    expect(disallowedCharacterErrors(body)).toEqual({
      "passengers.0.first": MESSAGE,
      "passengers.2": MESSAGE,
      "nested.deep.note": MESSAGE,
    });
  });

  it("reports a bad key on its parent and a bad top-level string as the body", () => {
    expect(disallowedCharacterErrors({ outer: { "k\u0000": 1 } })).toEqual({ outer: MESSAGE });
    expect(disallowedCharacterErrors({ "k\u0000": 1 })).toEqual({ body: MESSAGE });
    expect(disallowedCharacterErrors("\u0000")).toEqual({ body: MESSAGE });
  });

  it("accepts everything else, including other control characters and emoji", () => {
    expect(
      disallowedCharacterErrors({
        a: "tab\there",
        b: "line\nbreak",
        c: "\u0001\u001f",
        d: "🚗",
        e: [1, true, null],
      }),
    ).toEqual({});
  });

  it("walks a body nested far deeper than the call stack without throwing", () => {
    const depth = 30_000;
    const body = JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`) as unknown;
    const errors = disallowedCharacterErrors(body);
    expect(Object.values(errors)).toEqual([MESSAGE]);
  });

  it("stops after a handful of bad fields", () => {
    const body = Object.fromEntries(
      Array.from({ length: 500 }, (_, index) => [`f${index}`, "\u0000"]),
    );
    expect(Object.keys(disallowedCharacterErrors(body)).length).toBeLessThanOrEqual(10);
  });
});

describe("shared readers refuse NUL before any schema or handler sees it", () => {
  const permissive = z.object({ note: z.string() }).strict();

  it("readJson answers 400 with the field named", async () => {
    await expect(
      readJson(request("/api/x", JSON.stringify({ note: "a\u0000b" }))),
    ).rejects.toMatchObject({
      status: 400,
      message: MESSAGE,
      options: { errors: { note: MESSAGE } },
    });
  });

  it("parseJsonBody through the route wrapper answers the envelope", async () => {
    const echo = route(async (req) => ok(await parseJsonBody(req, permissive)));
    const response = await call(echo, request("/api/x", '{"note":"a\\u0000b"}'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      message: MESSAGE,
      errors: { note: MESSAGE },
    });
  });

  it("parseSearchParams refuses a NUL in the query string", async () => {
    expect(() => parseSearchParams(request("/api/x?note=a%00b"), permissive)).toThrow(
      expect.objectContaining({ status: 400, options: { errors: { note: MESSAGE } } }),
    );
    expect(parseSearchParams(request("/api/x?note=ab"), permissive)).toEqual({ note: "ab" });
  });
});
