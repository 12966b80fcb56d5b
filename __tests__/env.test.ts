import { readFileSync } from "node:fs";
import path from "node:path";
import { buildServerConfig, isBuildPhase } from "@/env";
import { describeAdapters } from "@/server/describe-adapters";

const DEPLOYMENT = {
  VERCEL: "1",
  DATABASE_URL: "postgres://u:p@ep-x.neon.tech/db",
  STRIPE_SECRET_KEY: "sk_test_x",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "browser",
  GOOGLE_MAPS_SERVER_API_KEY: "server",
  BLOB_READ_WRITE_TOKEN: "blob",
  RESEND_API_KEY: "re_x",
  EMAIL_FROM: "Apex <bookings@example.com>",
  NEXTAUTH_SECRET: "x".repeat(40),
  TWO_FACTOR_KEY: "ab".repeat(32),
  NEXTAUTH_URL: "https://example.com",
  OPERATIONS_EMAIL: "operations@apex.example",
  TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
  TWILIO_AUTH_TOKEN: "twilio-token",
  TWILIO_FROM: "Apex",
  CRON_SECRET: "c".repeat(32),
};

describe("buildServerConfig", () => {
  it("chooses every embedded default when nothing is configured", () => {
    const config = buildServerConfig({ DATA_DIR: "/tmp/x" });
    expect(config.database).toEqual({ kind: "pglite", location: "/tmp/x/db" });
    expect(config.payments.kind).toBe("test-provider");
    expect(config.places.kind).toBe("offline-index");
    expect(config.files).toEqual({ kind: "local", directory: "/tmp/x/uploads" });
    expect(config.email.kind).toBe("outbox");
    expect(config.authSecret).toEqual({ kind: "generated", file: "/tmp/x/auth-secret" });
    expect(config.admin.password).toBe("admin-password-2026");
    expect(describeAdapters(config)[0]).toMatch(/^database: embedded PGlite at /);
  });

  it("picks Neon for neon.tech URLs and node-postgres otherwise", () => {
    expect(
      buildServerConfig({ DATABASE_URL: "postgres://u:p@ep-x.eu-west-2.aws.neon.tech/db" }).database
        .kind,
    ).toBe("neon");
    expect(
      buildServerConfig({ DATABASE_URL: "postgres://u:p@localhost:5432/db" }).database.kind,
    ).toBe("postgres");
  });

  it.each([
    ["VERCEL", "1"],
    ["REQUIRE_REAL_SERVICES", "1"],
  ])("refuses embedded defaults when %s is set, naming what is missing", (name, value) => {
    expect(() => buildServerConfig({ [name]: value })).toThrow(
      /Missing DATABASE_URL.*STRIPE_SECRET_KEY.*BLOB_READ_WRITE_TOKEN.*RESEND_API_KEY.*NEXTAUTH_SECRET/,
    );
  });

  it("accepts a deployment with every real service configured", () => {
    const config = buildServerConfig(DEPLOYMENT);
    expect(config.isDeployment).toBe(true);
    expect(config.admin.password).toBeUndefined();
    expect([
      config.database.kind,
      config.payments.kind,
      config.places.kind,
      config.files.kind,
      config.email.kind,
    ]).toEqual(["neon", "stripe", "google", "vercel-blob", "resend"]);
  });

  it("refuses half a Stripe configuration", () => {
    expect(() => buildServerConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => buildServerConfig({ NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET/);
    expect(() => buildServerConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it.each(["mysql://u:p@localhost/db", "https://example.com/db", "file:///tmp/db"])(
    "refuses a DATABASE_URL that is not PostgreSQL: %s",
    (url) => {
      expect(() => buildServerConfig({ DATABASE_URL: url })).toThrow(
        /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
    },
  );

  it("accepts both PostgreSQL schemes", () => {
    expect(
      buildServerConfig({ DATABASE_URL: "postgresql://u:p@localhost:5432/db" }).database.kind,
    ).toBe("postgres");
    expect(
      buildServerConfig({ DATABASE_URL: "postgres://u:p@localhost:5432/db" }).database.kind,
    ).toBe("postgres");
  });

  it("has no default administrator password once DATABASE_URL is set, in any mode", () => {
    // `DATABASE_URL=<production> npm run db:seed` from a laptop must not create admin@example.com.
    expect(
      buildServerConfig({ DATABASE_URL: "postgres://u:p@db.example.com/prod" }).admin.password,
    ).toBeUndefined();
    expect(
      buildServerConfig({ DATABASE_URL: "postgres://u:p@localhost/db", NODE_ENV: "development" })
        .admin.password,
    ).toBeUndefined();
    expect(
      buildServerConfig({
        DATABASE_URL: "postgres://u:p@localhost/db",
        ADMIN_PASSWORD: "chosen-by-hand",
      }).admin.password,
    ).toBe("chosen-by-hand");
    expect(buildServerConfig({ EMBEDDED_DATABASE: "memory" }).admin.password).toBe(
      "admin-password-2026",
    );
  });

  it.each([
    ["STRIPE_API_HOST", "localhost"],
    ["STRIPE_API_PORT", "12111"],
    ["STRIPE_API_PROTOCOL", "http"],
  ])("refuses the test-only %s in a deployment, naming it", (name, value) => {
    expect(() => buildServerConfig({ ...DEPLOYMENT, [name]: value })).toThrow(
      new RegExp(`${name} must not be set in a deployment`),
    );
    expect(() =>
      buildServerConfig({
        ...DEPLOYMENT,
        VERCEL: undefined,
        REQUIRE_REAL_SERVICES: "1",
        [name]: value,
      }),
    ).toThrow(new RegExp(name));
    expect(buildServerConfig({ [name]: value }).isDeployment).toBe(false);
  });

  it("requires OPERATIONS_EMAIL in a deployment, naming it", () => {
    expect(() => buildServerConfig({ ...DEPLOYMENT, OPERATIONS_EMAIL: undefined })).toThrow(
      /Missing OPERATIONS_EMAIL\./,
    );
    expect(buildServerConfig({}).operationsEmail).toBe("operations@example.com");
  });

  it("requires CRON_SECRET in a deployment, naming it, and starts no in-process drainer on Vercel", () => {
    expect(() => buildServerConfig({ ...DEPLOYMENT, CRON_SECRET: undefined })).toThrow(
      /Missing CRON_SECRET\./,
    );
    expect(() => buildServerConfig({ ...DEPLOYMENT, CRON_SECRET: "short" })).toThrow(
      /CRON_SECRET must be at least 16 characters/,
    );
    expect(buildServerConfig(DEPLOYMENT)).toMatchObject({
      cronSecret: "c".repeat(32),
      jobsRunner: false,
    });
    expect(buildServerConfig({ NODE_ENV: "production" })).toMatchObject({
      cronSecret: null,
      jobsRunner: true,
    });
    expect(buildServerConfig({ NODE_ENV: "production", JOBS_RUNNER: "0" }).jobsRunner).toBe(false);
    expect(buildServerConfig({ NODE_ENV: "test" }).jobsRunner).toBe(false);
    expect(() => buildServerConfig({ JOBS_RUNNER: "yes" })).toThrow(/JOBS_RUNNER must be 1 or 0/);
  });

  it("reads DEV_OUTBOX as 1 or 0 and refuses it in a deployment", () => {
    expect(buildServerConfig({}).devOutboxOptIn).toBe(false);
    expect(buildServerConfig({ DEV_OUTBOX: "0" }).devOutboxOptIn).toBe(false);
    expect(buildServerConfig({ DEV_OUTBOX: "1" }).devOutboxOptIn).toBe(true);
    expect(() => buildServerConfig({ DEV_OUTBOX: "yes" })).toThrow(/DEV_OUTBOX must be 1 or 0/);
    expect(() => buildServerConfig({ ...DEPLOYMENT, DEV_OUTBOX: "1" })).toThrow(
      /DEV_OUTBOX must not be set in a deployment/,
    );
  });

  it("starts on the embedded defaults from a copy of .env.example with nothing filled in", () => {
    const example = readFileSync(path.join(__dirname, "../.env.example"), "utf8");
    const blank = Object.fromEntries(
      example
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(Object.keys(blank)).toEqual(
      expect.arrayContaining([
        "DATABASE_URL",
        "DEV_OUTBOX",
        "CHROME_PATH",
        "TEST_DATABASE_URL",
        "STRIPE_API_PROTOCOL",
      ]),
    );
    const config = buildServerConfig(blank);
    expect(config.isDeployment).toBe(false);
    expect(config.database.kind).toBe("pglite");
  });
});

describe("the SMS adapter", () => {
  const twilio = {
    TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
    TWILIO_AUTH_TOKEN: "token",
    TWILIO_FROM: "+447700900123",
  };

  it("keeps messages in the outbox when Twilio is not configured", () => {
    expect(buildServerConfig({}).sms.kind).toBe("outbox");
  });

  it("chooses Twilio when all three variables are set", () => {
    expect(buildServerConfig(twilio).sms).toEqual({
      kind: "twilio",
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: "token",
      from: "+447700900123",
      fromNumber: null,
    });
    const named = buildServerConfig({
      ...twilio,
      TWILIO_FROM: "Apex Cars",
      TWILIO_FROM_NUMBER: "+15005550006",
    }).sms;
    expect(named).toMatchObject({ from: "Apex Cars", fromNumber: "+15005550006" });
  });

  it("refuses half a Twilio configuration", () => {
    expect(() => buildServerConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(
      /Missing TWILIO_AUTH_TOKEN, TWILIO_FROM\. Twilio needs .* together/,
    );
  });

  it("refuses the outbox in a deployment, naming the Twilio variables", () => {
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, ...withoutTwilio } = DEPLOYMENT;
    void [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM];
    expect(() => buildServerConfig(withoutTwilio)).toThrow(
      /Missing TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM\. This is a deployment/,
    );
    expect(() =>
      buildServerConfig({ ...DEPLOYMENT, REQUIRE_REAL_SERVICES: "1", VERCEL: "" }),
    ).not.toThrow();
  });

  it("rejects malformed Twilio values with the variable's name", () => {
    expect(() => buildServerConfig({ ...twilio, TWILIO_ACCOUNT_SID: "nope" })).toThrow(
      /TWILIO_ACCOUNT_SID must be AC/,
    );
    expect(() =>
      buildServerConfig({ ...twilio, TWILIO_FROM: "A sender name far too long" }),
    ).toThrow(/TWILIO_FROM must be/);
    expect(() => buildServerConfig({ ...twilio, TWILIO_FROM_NUMBER: "0207" })).toThrow(
      /TWILIO_FROM_NUMBER must be/,
    );
  });
});

describe("the site URL and the trusted proxy header", () => {
  it("builds local links from the port the server listens on when NEXTAUTH_URL is unset", () => {
    expect(buildServerConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(buildServerConfig({ PORT: "3100" }).siteUrl).toBe("http://localhost:3100");
    expect(
      buildServerConfig({ PORT: "3100", NEXTAUTH_URL: "http://127.0.0.1:4000/" }).siteUrl,
    ).toBe("http://127.0.0.1:4000");
    expect(() => buildServerConfig({ PORT: "web" })).toThrow(/PORT must be a port number/);
  });

  it("still requires NEXTAUTH_URL in a deployment, whatever the port", () => {
    const { NEXTAUTH_URL: _url, ...withoutUrl } = DEPLOYMENT;
    expect(() => buildServerConfig({ ...withoutUrl, PORT: "3000" })).toThrow(/NEXTAUTH_URL/);
  });

  it("trusts no forwarding header unless the deployment names one (Vercel: x-real-ip)", () => {
    expect(buildServerConfig({}).trustedProxyHeader).toBeNull();
    expect(buildServerConfig({ TRUSTED_PROXY_HEADER: "X-Forwarded-For" }).trustedProxyHeader).toBe(
      "x-forwarded-for",
    );
    expect(buildServerConfig(DEPLOYMENT).trustedProxyHeader).toBe("x-real-ip");
    expect(
      buildServerConfig({ ...DEPLOYMENT, TRUSTED_PROXY_HEADER: "cf-connecting-ip" })
        .trustedProxyHeader,
    ).toBe("cf-connecting-ip");
    expect(() => buildServerConfig({ TRUSTED_PROXY_HEADER: "x real ip" })).toThrow(
      /TRUSTED_PROXY_HEADER must be a header name/,
    );
  });
});

describe("runtime phase", () => {
  const original = { NEXT_PHASE: process.env.NEXT_PHASE, NEXT_RUNTIME: process.env.NEXT_RUNTIME };
  afterEach(() => {
    for (const [name, value] of Object.entries(original)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("tells the build phase apart", () => {
    process.env.NEXT_PHASE = "phase-production-build";
    expect(isBuildPhase()).toBe(true);
    process.env.NEXT_PHASE = "phase-production-server";
    expect(isBuildPhase()).toBe(false);
  });
});
