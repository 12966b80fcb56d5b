import { logLevelSetting } from "@/env";
import { logger } from "@/server/http/logger";

describe("server log level", () => {
  const original = process.env.LOG_LEVEL;
  afterEach(() => {
    if (original === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = original;
  });

  it("is silent under Jest unless LOG_LEVEL says otherwise, so test output stays readable", () => {
    delete process.env.LOG_LEVEL;
    expect(logLevelSetting()).toBe("silent");
    expect(logger.level).toBe("silent");
    process.env.LOG_LEVEL = " debug ";
    expect(logLevelSetting()).toBe("debug");
  });
});
