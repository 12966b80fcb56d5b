import { buildServerConfig, describeAdapters } from "@/env";

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
    expect(buildServerConfig({ DATABASE_URL: "postgres://u:p@ep-x.eu-west-2.aws.neon.tech/db" }).database.kind).toBe("neon");
    expect(buildServerConfig({ DATABASE_URL: "postgres://u:p@localhost:5432/db" }).database.kind).toBe("postgres");
  });

  it.each([["VERCEL", "1"], ["REQUIRE_REAL_SERVICES", "1"]])("refuses embedded defaults when %s is set, naming what is missing", (name, value) => {
    expect(() => buildServerConfig({ [name]: value })).toThrow(/Missing DATABASE_URL.*STRIPE_SECRET_KEY.*BLOB_READ_WRITE_TOKEN.*RESEND_API_KEY.*NEXTAUTH_SECRET/);
  });

  it("accepts a deployment with every real service configured", () => {
    const config = buildServerConfig({
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
      NEXTAUTH_URL: "https://example.com",
    });
    expect(config.isDeployment).toBe(true);
    expect(config.admin.password).toBeUndefined();
    expect([config.database.kind, config.payments.kind, config.places.kind, config.files.kind, config.email.kind]).toEqual([
      "neon",
      "stripe",
      "google",
      "vercel-blob",
      "resend",
    ]);
  });

  it("refuses half a Stripe configuration", () => {
    expect(() => buildServerConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => buildServerConfig({ NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET/);
    expect(() => buildServerConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });
});
