import { GET } from "@/app/api/bench/ping/route";
import { buildServerConfig, resetServerConfigForTests } from "@/env";

describe("GET /api/bench/ping", () => {
  afterEach(() => {
    delete process.env.BENCH_ROUTES;
    resetServerConfigForTests();
  });

  it("does not exist unless the benchmark started the server", async () => {
    const response = GET();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Not found" });
  });

  it("answers while BENCH_ROUTES=1", async () => {
    process.env.BENCH_ROUTES = "1";
    resetServerConfigForTests();
    const response = GET();
    expect(response.status).toBe(200);
    expect((await response.json()).success).toBe(true);
  });

  it("is refused in a deployment", () => {
    expect(() => buildServerConfig({ VERCEL: "1", BENCH_ROUTES: "1" })).toThrow(/BENCH_ROUTES/);
  });
});
