import { GET as health } from "@/app/api/health/route";
import { GET as testConnection } from "@/app/api/test-connection/route";
import { resetServerConfigForTests } from "@/env";
import { closeDb } from "@/server/db/client";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";

describe("GET /api/health", () => {
  it("answers 200 with the database up and the embedded adapters named", async () => {
    const result = await callRoute<{
      success: boolean;
      data: { status: string; database: { reachable: boolean }; adapters: Record<string, string> };
    }>(health, { url: "/api/health" });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.data.status).toBe("ok");
    expect(result.body.data.database.reachable).toBe(true);
    const expectedDatabase = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
    expect(result.body.data.adapters).toEqual({
      database: expectedDatabase,
      payments: "test-provider",
      places: "offline-index",
      files: "local",
      email: "outbox",
      auth_secret: "generated",
    });
  });

  it("never reveals secrets or connection strings", async () => {
    const result = await callRoute(health, { url: "/api/health" });
    expect(result.text).not.toMatch(/postgres:\/\/|password|whsec_|sk_(test|live)_/i);
  });
});

describe("GET /api/health with the database unreachable", () => {
  let originalUrl: string | undefined;

  beforeAll(async () => {
    // Read here, not at load: the harness points DATABASE_URL at this file's database in its beforeAll.
    originalUrl = process.env.DATABASE_URL;
    // Nothing listens on port 1: the pool's first query is refused at once.
    await closeDb();
    process.env.DATABASE_URL = "postgres://nobody:not-the-password@127.0.0.1:1/nowhere";
    resetServerConfigForTests();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterAll(async () => {
    await closeDb();
    if (originalUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = originalUrl;
    resetServerConfigForTests();
    jest.mocked(console.error).mockRestore();
  });

  it("answers 503, still reporting the adapters, without the connection string", async () => {
    const result = await callRoute<{
      success: boolean;
      message: string;
      requestId: string;
      data: {
        status: string;
        database: { reachable: boolean; driver: string };
        adapters: Record<string, string>;
      };
    }>(health, {
      url: "/api/health",
    });
    expect(result.status).toBe(503);
    expect(result.headers.get("retry-after")).toBe("5");
    expect(result.body.requestId).toBe(result.headers.get("x-request-id"));
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.body.success).toBe(false);
    expect(result.body.message).toBe("Database unreachable");
    expect(result.body.data.status).toBe("degraded");
    expect(result.body.data.database).toMatchObject({ reachable: false, driver: "postgres" });
    expect(result.body.data.adapters).toEqual({
      database: "postgres",
      payments: "test-provider",
      places: "offline-index",
      files: "local",
      email: "outbox",
      auth_secret: "generated",
    });
    expect(result.text).not.toMatch(/not-the-password|postgres:\/\/|127\.0\.0\.1/);
  });
});

describe("GET /api/test-connection", () => {
  afterEach(() => {
    delete process.env.REQUIRE_REAL_SERVICES;
    resetServerConfigForTests();
  });

  it("reports success with the driver and server version outside production", async () => {
    const result = await callRoute<{
      success: boolean;
      message: string;
      data: { driver: string; server_version: string };
    }>(testConnection, {
      url: "/api/test-connection",
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.message).toBe("Database connection successful");
    expect(result.body.data.server_version).toMatch(/^\d+/);
  });

  it("is for administrators only on a production server", async () => {
    const { getServerConfig } = await import("@/env");
    const config = getServerConfig();
    const original = config.isProductionBuild;
    config.isProductionBuild = true;
    try {
      const anonymous = await callRoute(testConnection, { url: "/api/test-connection" });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({
        success: false,
        message: "Authentication required",
        requestId: expect.any(String),
      });

      const customer = await createUser();
      const asCustomer = await callRoute(testConnection, {
        url: "/api/test-connection",
        as: customer,
      });
      expect(asCustomer.status).toBe(403);

      const admin = await createUser({ role: "admin" });
      const asAdmin = await callRoute<{ success: boolean }>(testConnection, {
        url: "/api/test-connection",
        as: admin,
      });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.success).toBe(true);
    } finally {
      config.isProductionBuild = original;
    }
  });

  it("ends a session whose version was bumped", async () => {
    const { getServerConfig } = await import("@/env");
    const config = getServerConfig();
    config.isProductionBuild = true;
    try {
      const admin = await createUser({ role: "admin" });
      const stale = { ...admin, session_version: admin.session_version - 1 };
      const result = await callRoute(testConnection, { url: "/api/test-connection", as: stale });
      expect(result.status).toBe(401);
    } finally {
      config.isProductionBuild = false;
    }
  });
});
