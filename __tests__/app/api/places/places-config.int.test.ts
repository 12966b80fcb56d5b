import { GET as placesConfig } from "@/app/api/places/config/route";
import { resetServerConfigForTests } from "@/env";
import { callRoute } from "@test/route-client";

type Envelope<T> = { success: boolean; message: string; data: T };
type Config = { provider: "google" | "offline"; browserKey: string | null };

const saved = {
  browser: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
  server: process.env.GOOGLE_MAPS_SERVER_API_KEY,
};

function setKeys(browser: string | undefined, server: string | undefined) {
  if (browser === undefined) delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  else process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = browser;
  if (server === undefined) delete process.env.GOOGLE_MAPS_SERVER_API_KEY;
  else process.env.GOOGLE_MAPS_SERVER_API_KEY = server;
  resetServerConfigForTests();
}

afterAll(() => setKeys(saved.browser, saved.server));

describe("GET /api/places/config", () => {
  it("reports the offline index and no key when Google is not configured", async () => {
    setKeys(undefined, undefined);
    const response = await callRoute<Envelope<Config>>(placesConfig, {
      method: "GET",
      url: "/api/places/config",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body).toMatchObject({
      success: true,
      data: { provider: "offline", browserKey: null },
    });
  });

  it("hands out only the browser key, read at request time, never the server key", async () => {
    setKeys("browser-key", "server-key");
    const response = await callRoute<Envelope<Config>>(placesConfig, {
      method: "GET",
      url: "/api/places/config",
    });
    expect(response.body).toMatchObject({
      success: true,
      data: { provider: "google", browserKey: "browser-key" },
    });
    expect(response.text).not.toContain("server-key");
  });
});
