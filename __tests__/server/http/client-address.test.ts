import http from "node:http";
import type { AddressInfo } from "node:net";
import { resetServerConfigForTests } from "@/env";
import {
  clientAddress,
  clientAddressFromHeaders,
  isLoopbackRequest,
} from "@/server/http/client-address";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";

const from = (headers: Record<string, string>) =>
  clientAddress(new Request("http://localhost:3000/api/x", { headers }));

function trusting(header: string | undefined): void {
  if (header) process.env.TRUSTED_PROXY_HEADER = header;
  else delete process.env.TRUSTED_PROXY_HEADER;
  resetServerConfigForTests();
}

beforeAll(() => installSocketAddressStamp());
afterEach(() => trusting(undefined));

describe("clientAddress on a server exposed directly (no trusted header)", () => {
  it("takes the socket's address and ignores x-real-ip and x-forwarded-for", () => {
    trusting(undefined);
    const headers = { [SOCKET_ADDRESS_HEADER]: "198.51.100.4" };
    expect(from(headers)).toBe("198.51.100.4");
    expect(from({ ...headers, "x-real-ip": "6.6.6.6", "x-forwarded-for": "7.7.7.7" })).toBe(
      "198.51.100.4",
    );
    expect(from({ [SOCKET_ADDRESS_HEADER]: "::ffff:127.0.0.1" })).toBe("127.0.0.1");
  });

  it("without a socket address every caller shares one bucket, whatever headers it sends", () => {
    trusting(undefined);
    expect(from({ "x-real-ip": "6.6.6.6" })).toBe("local");
    expect(from({ "x-forwarded-for": "7.7.7.7" })).toBe("local");
    expect(clientAddressFromHeaders(undefined)).toBe("local");
  });
});

describe("clientAddress behind a proxy the deployment names", () => {
  it("believes TRUSTED_PROXY_HEADER only, taking the last entry of a list", () => {
    trusting("X-Forwarded-For");
    expect(from({ "x-forwarded-for": "6.6.6.6, 198.51.100.4" })).toBe("198.51.100.4");
    expect(from({ "x-forwarded-for": "6.6.6.6,198.51.100.4 , " })).toBe("198.51.100.4");
    expect(from({ "x-real-ip": "6.6.6.6", [SOCKET_ADDRESS_HEADER]: "10.0.0.2" })).toBe("10.0.0.2");
    expect(clientAddressFromHeaders({ "x-forwarded-for": ["6.6.6.6", "198.51.100.9"] })).toBe(
      "198.51.100.9",
    );
  });

  it("refuses addresses too long to be one", () => {
    trusting("x-real-ip");
    expect(from({ "x-real-ip": "x".repeat(500) })).toBe("local");
  });
});

describe("isLoopbackRequest", () => {
  const local = (headers: Record<string, string>) =>
    isLoopbackRequest(new Request("http://localhost:3000/api/x", { headers }));

  it("without a trusted header: the socket alone, whatever headers claim", () => {
    trusting(undefined);
    expect(local({ [SOCKET_ADDRESS_HEADER]: "127.0.0.1" })).toBe(true);
    expect(local({ [SOCKET_ADDRESS_HEADER]: "::1", "x-forwarded-for": "203.0.113.7" })).toBe(true);
    expect(local({ [SOCKET_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "127.0.0.1" })).toBe(
      false,
    );
    expect(local({ "x-forwarded-for": "127.0.0.1" })).toBe(false);
  });

  it("behind a trusted proxy on this machine: the forwarded address must be loopback too", () => {
    trusting("x-forwarded-for");
    const viaProxy = (caller: string) => ({
      [SOCKET_ADDRESS_HEADER]: "127.0.0.1",
      "x-forwarded-for": caller,
    });
    expect(local(viaProxy("203.0.113.7"))).toBe(false);
    expect(local(viaProxy("127.0.0.1, 203.0.113.7"))).toBe(false);
    expect(local(viaProxy("::ffff:203.0.113.7"))).toBe(false);
    expect(local(viaProxy("127.0.0.1"))).toBe(true);
    expect(local(viaProxy("::ffff:127.0.0.1"))).toBe(true);
    // A remote socket stays remote, whatever the header says.
    expect(local({ [SOCKET_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "127.0.0.1" })).toBe(
      false,
    );
  });
});

describe("the socket-address stamp", () => {
  it("replaces a client-sent stamp with the socket's own address on a real server", async () => {
    trusting(undefined);
    const seen: { address: string; loopback: boolean }[] = [];
    const server = http.createServer((request, response) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const fetchRequest = new Request("http://localhost/x", { headers });
      seen.push({
        address: clientAddress(fetchRequest),
        loopback: isLoopbackRequest(fetchRequest),
      });
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const spoof of ["203.0.113.1", "203.0.113.2"]) {
        await fetch(`http://127.0.0.1:${port}/`, {
          headers: { [SOCKET_ADDRESS_HEADER]: spoof, "x-forwarded-for": spoof, "x-real-ip": spoof },
        });
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual([
      { address: "127.0.0.1", loopback: true },
      { address: "127.0.0.1", loopback: true },
    ]);
  });
});
