import { eq, sql } from "drizzle-orm";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { resetServerConfigForTests } from "@/env";
import { LOGIN_LIMITS } from "@/server/auth/authenticate";
import { getDb } from "@/server/db/client";
import { rateLimitBuckets } from "@/server/db/schema";
import { FORGOT_LIMITS } from "@/server/auth/password-reset";
import { installSocketAddressStamp, SOCKET_ADDRESS_HEADER } from "@/server/http/socket-address";
import { createUser, DEFAULT_PASSWORD } from "@test/factories";
import { call, freshAddress } from "@test/accounts";

// The first sign-in of a file opens and migrates a fresh database and hashes with Argon2: slow on
// a busy machine.
jest.setTimeout(90_000);

const url = "/api/auth/login";
const attempt = (email: string, password: string, headers: Record<string, string>) =>
  call(login, { method: "POST", url, body: { email, password }, headers, ownTokenAllowed: true });
const wrong = (email: string, headers: Record<string, string>) =>
  attempt(email, "wrong-password", headers);
const right = (email: string, headers: Record<string, string>) =>
  attempt(email, DEFAULT_PASSWORD, headers);

describe("sign-in limits: only failures count", () => {
  it("a success does not count, and starts the account's count from that address afresh", async () => {
    const user = await createUser();
    const from = freshAddress();
    // More successes than any limit allows failures.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress + 2; i += 1) {
      expect((await right(user.email, from)).status).toBe(200);
    }
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress - 1; i += 1) {
      expect((await wrong(user.email, from)).status).toBe(401);
    }
    expect((await right(user.email, from)).status).toBe(200);
    // The typo count starts again after the success.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await wrong(user.email, from)).status).toBe(401);
    }
    expect((await right(user.email, from)).status).toBe(429);
  });
});

describe("sign-in limits: per account and address", () => {
  it("stops wrong passwords for one account from one address; the owner elsewhere and other accounts there still sign in", async () => {
    const victim = await createUser();
    const neighbour = await createUser();
    const attacker = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await wrong(victim.email, attacker)).status).toBe(401);
    }
    for (let i = 0; i < 5; i += 1) {
      const refused = await right(victim.email, attacker);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(
        LOGIN_LIMITS.windowSeconds,
      );
    }
    expect((await right(victim.email, freshAddress())).status).toBe(200);
    expect((await right(neighbour.email, attacker)).status).toBe(200);
  });
});

describe("sign-in limits: account-wide, with growing delays", () => {
  async function spreadFailures(email: string, count: number) {
    for (let i = 0; i < count; i += 1)
      expect((await wrong(email, freshAddress())).status).toBe(401);
  }

  async function delayBucket(email: string) {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.bucket_key, `login:account-delay:${email}`));
    return row;
  }

  it("past the account-wide limit delays unknown addresses, longer each time, and never an address the owner used", async () => {
    const user = await createUser();
    const home = freshAddress();
    expect((await right(user.email, home)).status).toBe(200);

    await spreadFailures(user.email, LOGIN_LIMITS.perAccount);
    // At the limit itself nobody waits yet.
    expect(await delayBucket(user.email)).toBeUndefined();
    await spreadFailures(user.email, 1);

    const stranger = await right(user.email, freshAddress());
    expect(stranger.status).toBe(429);
    const firstWait = Number(stranger.headers.get("retry-after"));
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(LOGIN_LIMITS.firstDelaySeconds);
    // The customer at home is not held up by guesses from elsewhere.
    expect((await right(user.email, home)).status).toBe(200);

    // Once the delay has passed, the next wrong password waits twice as long.
    const db = await getDb();
    await db.execute(sql`update rate_limit_buckets set reset_at = now() - interval '1 second'
      where bucket_key = ${`login:account-delay:${user.email}`}`);
    expect((await right(user.email, freshAddress())).status).toBe(200);
    await spreadFailures(user.email, 1);
    const secondWait = Number((await right(user.email, freshAddress())).headers.get("retry-after"));
    expect(secondWait).toBeGreaterThan(LOGIN_LIMITS.firstDelaySeconds);
    expect(secondWait).toBeLessThanOrEqual(2 * LOGIN_LIMITS.firstDelaySeconds);
  });

  it("never delays more than the cap", async () => {
    const user = await createUser();
    await spreadFailures(user.email, LOGIN_LIMITS.perAccount + 1);
    const db = await getDb();
    // Far past the limit: the doubling stops at the cap.
    await db.execute(sql`update rate_limit_buckets set count = 1000
      where bucket_key = ${`login:account:${user.email}`}`);
    await db.execute(sql`update rate_limit_buckets set reset_at = now() - interval '1 second'
      where bucket_key = ${`login:account-delay:${user.email}`}`);
    await spreadFailures(user.email, 1);
    const wait = Number((await right(user.email, freshAddress())).headers.get("retry-after"));
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.maxDelaySeconds - 5);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelaySeconds);
  });
});

describe("per-address limits on a server exposed directly", () => {
  beforeAll(() => {
    installSocketAddressStamp();
    delete process.env.TRUSTED_PROXY_HEADER;
    resetServerConfigForTests();
  });
  afterAll(() => {
    process.env.TRUSTED_PROXY_HEADER = "x-forwarded-for";
    resetServerConfigForTests();
  });

  // One caller at one socket address, inventing a new x-real-ip and x-forwarded-for each time.
  let rotation = 0;
  const rotating = (socket: string) => {
    rotation += 1;
    const invented = `198.18.${rotation % 250}.${(rotation * 7) % 250}`;
    return {
      [SOCKET_ADDRESS_HEADER]: socket,
      "x-real-ip": invented,
      "x-forwarded-for": `${invented}, 198.19.0.${rotation % 250}`,
    };
  };

  it("rotating forwarding headers does not escape the sign-in limit", async () => {
    const socket = "203.0.113.50";
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      expect((await wrong(`nobody-${i}@example.com`, rotating(socket))).status).toBe(401);
    }
    const refused = await wrong("another@example.com", rotating(socket));
    expect(refused.status).toBe(429);
    // Another machine is not affected.
    expect((await wrong("another@example.com", rotating("203.0.113.51"))).status).toBe(401);
  });

  it("rotating forwarding headers does not escape the password-reset limit", async () => {
    const socket = "203.0.113.60";
    const statuses: number[] = [];
    for (let i = 0; i <= FORGOT_LIMITS.perAddress; i += 1) {
      const res = await call(forgot, {
        method: "POST",
        url: "/api/auth/forgot-password",
        body: { email: `someone-${i}@example.com` },
        headers: rotating(socket),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, FORGOT_LIMITS.perAddress).every((status) => status === 200)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
