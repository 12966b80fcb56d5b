/**
 * @jest-environment node
 */
import { buildServerConfig } from "@/env";

const config = { current: buildServerConfig({}) };
jest.mock("@/env", () => {
  const actual = jest.requireActual<typeof import("@/env")>("@/env");
  return { ...actual, getServerConfig: () => config.current };
});

import { requireCronSecret } from "@/server/jobs/cron-auth";

const request = (authorization?: string) =>
  new Request("http://localhost/api/cron/tick", {
    headers: authorization ? { authorization } : {},
  });

describe("requireCronSecret", () => {
  it("answers 503 in a deployment that has no secret, 401 elsewhere", () => {
    config.current = { ...buildServerConfig({}), isDeployment: true, cronSecret: null };
    expect(() => requireCronSecret(request("Bearer x"))).toThrow(
      expect.objectContaining({ status: 503 }),
    );
    config.current = { ...buildServerConfig({}), cronSecret: null };
    expect(() => requireCronSecret(request("Bearer x"))).toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });

  it("accepts only the exact bearer secret", () => {
    config.current = { ...buildServerConfig({}), cronSecret: "s".repeat(20) };
    expect(() => requireCronSecret(request(`Bearer ${"s".repeat(20)}`))).not.toThrow();
    for (const header of [undefined, "Bearer s", `Bearer ${"s".repeat(21)}`, "s".repeat(20)])
      expect(() => requireCronSecret(request(header))).toThrow(
        expect.objectContaining({ status: 401 }),
      );
  });
});
