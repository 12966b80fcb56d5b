import { PUT as ledgerClock } from "@/app/api/dev/ledger-clock/route";
import { GET as outbox } from "@/app/api/dev/outbox/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { getServerConfig, resetServerConfigForTests } from "@/env";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";
import { call, freshAddress } from "@test/accounts";
import { createUser } from "@test/factories";

/**
 * The attack: DEV_OUTBOX=1 and TRUSTED_PROXY_HEADER set, a proxy on this machine in front of
 * the site. Every request reaches the socket from loopback, so the socket alone cannot tell a
 * remote caller; the address the proxy forwarded must be loopback too, or an administrator's
 * session is needed.
 */
const THROUGH_PROXY = (caller: string) => ({
  [SOCKET_ADDRESS_HEADER]: "127.0.0.1",
  "x-forwarded-for": caller,
});

function asServer(options: { productionBuild: boolean }): void {
  process.env.DEV_OUTBOX = "1";
  process.env.TRUSTED_PROXY_HEADER = "x-forwarded-for";
  resetServerConfigForTests();
  Object.assign(getServerConfig(), { isProductionBuild: options.productionBuild });
}

async function resetMailUrl(): Promise<string> {
  const user = await createUser();
  await call(forgot, {
    method: "POST",
    url: "/api/auth/forgot-password",
    body: { email: user.email },
    headers: freshAddress(),
  });
  return `/api/dev/outbox?to=${encodeURIComponent(user.email)}`;
}

const moveClock = (headers: Record<string, string>, as?: Awaited<ReturnType<typeof createUser>>) =>
  call(ledgerClock, {
    method: "PUT",
    url: "/api/dev/ledger-clock",
    body: { offset_days: 0 },
    headers,
    ...(as ? { as } : {}),
  });

const trustedBefore = process.env.TRUSTED_PROXY_HEADER;
beforeAll(() => installSocketAddressStamp());
afterEach(() => {
  delete process.env.DEV_OUTBOX;
  if (trustedBefore === undefined) delete process.env.TRUSTED_PROXY_HEADER;
  else process.env.TRUSTED_PROXY_HEADER = trustedBefore;
  resetServerConfigForTests();
});

describe.each([
  { label: "a production build with DEV_OUTBOX=1", productionBuild: true },
  { label: "next dev", productionBuild: false },
])("development endpoints behind a proxy on this machine ($label)", ({ productionBuild }) => {
  it("refuse a remote caller the proxy forwards, without a session", async () => {
    const url = await resetMailUrl();
    asServer({ productionBuild });
    for (const remote of ["203.0.113.7", "127.0.0.1, 203.0.113.7", "::ffff:203.0.113.7"]) {
      const read = await call(outbox, { url, headers: THROUGH_PROXY(remote) });
      expect(read.status).toBe(401);
      expect(read.text).not.toContain("reset-password");
      expect((await moveClock(THROUGH_PROXY(remote))).status).toBe(401);
    }
    // A signed-in customer from afar is no better.
    const customer = await createUser();
    const asCustomer = await call(outbox, {
      url,
      as: customer,
      headers: THROUGH_PROXY("203.0.113.7"),
    });
    expect(asCustomer.status).toBe(403);
    expect((await moveClock(THROUGH_PROXY("203.0.113.7"), customer)).status).toBe(403);
  });

  it("answer this machine (the forwarded address loopback too) and administrators", async () => {
    const url = await resetMailUrl();
    asServer({ productionBuild });
    const local = await call(outbox, { url, headers: THROUGH_PROXY("127.0.0.1") });
    expect(local.status).toBe(200);
    expect(local.text).toContain("reset-password");
    expect((await moveClock(THROUGH_PROXY("::1"))).status).toBe(200);
    const admin = await createUser({ role: "admin" });
    const remoteAdmin = await call(outbox, {
      url,
      as: admin,
      headers: THROUGH_PROXY("203.0.113.7"),
    });
    expect(remoteAdmin.status).toBe(200);
    expect((await moveClock(THROUGH_PROXY("203.0.113.7"), admin)).status).toBe(200);
  });
});
