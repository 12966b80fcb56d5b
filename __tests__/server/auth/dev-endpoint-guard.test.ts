import { resetServerConfigForTests } from "@/env";
import { requirePageDevEndpointAccess } from "@/server/auth/dev-endpoint-guard";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";

// The request's headers as the page sees them, and whether the administrator guard let it in.
let mockHeaders: Record<string, string> = {};
jest.mock("next/headers", () => ({ headers: async () => new Headers(mockHeaders) }));
let mockAdmin = false;
jest.mock("@/server/auth/guards", () => ({
  requirePageAdminOrNotFound: async () => {
    if (!mockAdmin) throw new Error("not-found");
  },
  requireRole: async () => undefined,
}));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("not-found");
  },
}));

async function outcome(access: Parameters<typeof requirePageDevEndpointAccess>[0]) {
  try {
    await requirePageDevEndpointAccess(access, "/dev/outbox");
    return "shown";
  } catch (error) {
    return (error as Error).message;
  }
}

beforeAll(() => installSocketAddressStamp());
afterEach(() => {
  delete process.env.TRUSTED_PROXY_HEADER;
  resetServerConfigForTests();
  mockAdmin = false;
});

describe("/dev/outbox behind a proxy on this machine", () => {
  it("shows the outbox to this machine only when the forwarded address is loopback too", async () => {
    process.env.TRUSTED_PROXY_HEADER = "x-forwarded-for";
    resetServerConfigForTests();
    mockHeaders = { [SOCKET_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "203.0.113.7" };
    expect(await outcome("this-machine-or-administrators")).toBe("not-found");
    mockAdmin = true;
    expect(await outcome("this-machine-or-administrators")).toBe("shown");
    mockAdmin = false;
    mockHeaders = { [SOCKET_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "127.0.0.1" };
    expect(await outcome("this-machine-or-administrators")).toBe("shown");
    // Administrators only, or closed: this machine is no exception.
    expect(await outcome("administrators")).toBe("not-found");
    mockAdmin = true;
    expect(await outcome("closed")).toBe("not-found");
  });
});
