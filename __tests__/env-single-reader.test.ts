import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const mockStartServer = jest.fn(async () => undefined);
jest.mock("@/server/start-server", () => ({ startServer: mockStartServer }));

const SRC = path.join(__dirname, "../src");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("configuration", () => {
  it("is read from process.env by src/env.ts alone", () => {
    const readers = sourceFiles(SRC)
      .filter((file) => path.relative(SRC, file) !== "env.ts")
      .filter((file) => /process\.env\b/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(SRC, file));
    expect(readers).toEqual(["instrumentation.ts"]);
  });

  it("except Next's compile-time NEXT_RUNTIME guard in instrumentation.ts", () => {
    const source = readFileSync(path.join(SRC, "instrumentation.ts"), "utf8");
    expect(source.match(/process\.env\.\w+/g)).toEqual(["process.env.NEXT_RUNTIME"]);
  });
});

describe("instrumentation register()", () => {
  const original = { NEXT_PHASE: process.env.NEXT_PHASE, NEXT_RUNTIME: process.env.NEXT_RUNTIME };
  afterEach(() => {
    mockStartServer.mockClear();
    for (const [name, value] of Object.entries(original)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("starts the server in the Node.js runtime", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    delete process.env.NEXT_PHASE;
    const { register } = await import("@/instrumentation");
    await register();
    expect(mockStartServer).toHaveBeenCalledTimes(1);
  });

  it("does nothing during next build or outside the Node.js runtime", async () => {
    const { register } = await import("@/instrumentation");
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.NEXT_PHASE = "phase-production-build";
    await register();
    process.env.NEXT_RUNTIME = "edge";
    delete process.env.NEXT_PHASE;
    await register();
    expect(mockStartServer).not.toHaveBeenCalled();
  });
});
