import { requestClientSecret } from "@/components/payment/payment-client";

function mockFetchSequence(replies: Array<{ status: number; body: unknown }>) {
  const fetchMock = jest.fn();
  for (const reply of replies)
    fetchMock.mockResolvedValueOnce({
      ok: reply.status < 400,
      status: reply.status,
      json: async () => reply.body,
    });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("requestClientSecret", () => {
  it("retries once after a rate-limit answer", async () => {
    const fetchMock = mockFetchSequence([
      {
        status: 429,
        body: {
          success: false,
          message: "Too many payment attempts (rate limit). Please wait a moment.",
        },
      },
      { status: 200, body: { success: true, clientSecret: "tp_1_secret_1" } },
    ]);
    await expect(requestClientSecret(3, 10, 0)).resolves.toBe("tp_1_secret_1");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not retry other failures and passes the server's message on", async () => {
    const fetchMock = mockFetchSequence([
      { status: 409, body: { success: false, message: "This booking has already been paid" } },
    ]);
    await expect(requestClientSecret(3, 10, 0)).rejects.toThrow(
      "This booking has already been paid",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
