import { NextRequest } from "next/server";
import { logger } from "@/server/http/logger";
import { route } from "@/server/http/route";
import { ok, fail } from "@/server/http/envelope";

describe("the request log line", () => {
  afterEach(() => jest.restoreAllMocks());

  it("records id, method, path, status and duration, with a trip link's token left out", async () => {
    const info = jest.spyOn(logger, "info").mockImplementation(() => undefined);
    const handler = route(async () => ok({ fine: true }));
    const response = await handler(
      new NextRequest("http://localhost/api/trip/secret-token-123/rating?reset=abc"),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(info).toHaveBeenCalledTimes(1);
    const [line, message] = info.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe("request");
    expect(line).toEqual({
      requestId: response.headers.get("X-Request-Id"),
      method: "GET",
      route: "/api/trip/[token]/rating",
      status: 200,
      durationMs: expect.any(Number),
      userId: undefined,
    });
    expect(JSON.stringify(line)).not.toMatch(/secret-token|reset=/);
  });

  it("writes a 5xx as an error line, from a plain Request too", async () => {
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const handler = route(async () => fail(503, "Down"));
    const response = await handler(new Request("http://localhost/api/quote") as NextRequest, {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(503);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ route: "/api/quote", status: 503 }),
      "request failed",
    );
  });
});
