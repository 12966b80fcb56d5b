import {
  api,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  UNREADABLE_ANSWER_MESSAGE,
} from "@/lib/api-client";

function answer(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (typeof body === "string") throw new SyntaxError("Unexpected token <");
      return body;
    },
  };
}

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue(answer(status, body));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const lastInit = (fetchMock: jest.Mock) => fetchMock.mock.calls.at(-1)?.[1] as RequestInit;

describe("apiRequest", () => {
  it("sends JSON with its content type and answers the envelope's data", async () => {
    const fetchMock = mockFetch(201, { success: true, message: "Created", data: { id: 7 } });
    const result = await apiRequest<{ id: number }>("POST", "/api/things", {
      json: { name: "A" },
      headers: { "idempotency-key": "k-1" },
    });
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { id: 7 },
      message: "Created",
      envelope: { success: true, message: "Created", data: { id: 7 } },
    });
    const init = lastInit(fetchMock);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/things");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers).toEqual({
      "x-requested-with": "XMLHttpRequest",
      "Content-Type": "application/json",
      "idempotency-key": "k-1",
    });
  });

  it("sends multipart form data without setting a content type (the browser adds the boundary)", async () => {
    const fetchMock = mockFetch(200, { success: true, message: "Uploaded", data: null });
    const form = new FormData();
    form.append("file", new Blob(["x"], { type: "image/png" }), "a.png");
    const result = await api.put<null>("/api/photo", { formData: form });
    expect(result.ok).toBe(true);
    const init = lastInit(fetchMock);
    expect(init.method).toBe("PUT");
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ "x-requested-with": "XMLHttpRequest" });
  });

  it("sends no body on GET", async () => {
    const fetchMock = mockFetch(200, { success: true, message: "OK", data: [1, 2] });
    const result = await api.get<number[]>("/api/list?page=2");
    expect(result.ok && result.data).toEqual([1, 2]);
    expect(lastInit(fetchMock).body).toBeUndefined();
    expect(lastInit(fetchMock).method).toBe("GET");
  });

  it("answers the server's message and field errors on a refusal", async () => {
    mockFetch(400, {
      success: false,
      message: "Validation failed",
      errors: { email: "Email is required", nested: { not: "a string" } },
    });
    const result = await api.post("/api/auth/register", { json: {} });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: "Validation failed",
      fieldErrors: { email: "Email is required" },
    });
  });

  it("passes the envelope's error detail on (the diagnostics page shows it)", async () => {
    mockFetch(503, {
      success: false,
      message: "Error connecting to server",
      error: "ECONNREFUSED",
    });
    expect(await api.get("/api/test-connection")).toEqual({
      ok: false,
      status: 503,
      message: "Error connecting to server",
      fieldErrors: {},
      detail: "ECONNREFUSED",
    });
  });

  it("treats success:false on a 200 as a failure", async () => {
    mockFetch(200, { success: false, message: "Not today" });
    const result = await api.del("/api/x");
    expect(result).toEqual({ ok: false, status: 200, message: "Not today", fieldErrors: {} });
  });

  it("answers status 0 and a friendly message when the network fails", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as typeof fetch;
    const result = await api.get("/api/x");
    expect(result).toEqual({
      ok: false,
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      fieldErrors: {},
    });
  });

  it("answers the status when the answer is not JSON (a proxy's HTML error page)", async () => {
    mockFetch(502, "<html>Bad gateway</html>");
    expect(await api.get("/api/x")).toEqual({
      ok: false,
      status: 502,
      message: UNREADABLE_ANSWER_MESSAGE,
      fieldErrors: {},
    });
    mockFetch(200, "<html>");
    expect((await api.get("/api/x")).ok).toBe(false);
  });

  it("rethrows an abort so a cancelled search is not reported as an error", async () => {
    const abort = new Error("aborted");
    abort.name = "AbortError";
    global.fetch = jest.fn().mockRejectedValue(abort) as typeof fetch;
    const controller = new AbortController();
    await expect(api.get("/api/places", { signal: controller.signal })).rejects.toBe(abort);
    expect((global.fetch as jest.Mock).mock.calls[0][1].signal).toBe(controller.signal);
  });

  it("falls back to a generic message when a failure has none", async () => {
    mockFetch(500, { success: false });
    const result = await api.patch("/api/x", { json: { a: 1 } });
    expect(result.ok === false && result.message).toBe(UNREADABLE_ANSWER_MESSAGE);
  });

  it("uses the screen's fallback message only when the server gave none", async () => {
    const fallbackMessage = "Failed to update profile. Please try again.";
    mockFetch(500, { success: false });
    expect(await api.put("/api/x", { json: {}, fallbackMessage })).toMatchObject({
      ok: false,
      message: fallbackMessage,
    });
    mockFetch(409, { success: false, message: "Email already in use" });
    expect(await api.put("/api/x", { json: {}, fallbackMessage })).toMatchObject({
      message: "Email already in use",
    });
    global.fetch = jest.fn().mockRejectedValue(new TypeError("offline")) as typeof fetch;
    expect(await api.put("/api/x", { json: {}, fallbackMessage })).toMatchObject({
      status: 0,
      message: fallbackMessage,
    });
  });

  it("passes a cache mode through", async () => {
    const fetchMock = mockFetch(200, { success: true, message: "OK", data: null });
    await api.get("/api/me", { cache: "no-store" });
    expect(lastInit(fetchMock).cache).toBe("no-store");
  });
});
