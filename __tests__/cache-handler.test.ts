import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CACHE_NAMESPACE_RESOLVER } from "@/server/db/cache-namespace-resolver";

// The rendered-page cache of `next start` (cache-handler.cjs, plain CommonJS loaded by Next):
// two servers from one build share `.next`, so a page rendered for one database must never be
// served to a server on another.

type Handler = {
  get: (key: string, ctx: object) => Promise<{ value: { html: string } } | null>;
  set: (key: string, data: object, ctx: object) => Promise<void>;
};
type HandlerClass = (new (ctx: object) => Handler) & {
  namespacedKey: (key: string, namespace: string) => string;
  RESOLVER: symbol;
};

jest.mock("@/server/db/client", () => ({ getCacheNamespace: async () => "unused" }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const DatabaseScopedCache = require("../cache-handler.cjs") as HandlerClass;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeFs } = require("next/dist/server/lib/node-fs-methods") as { nodeFs: object };

const KEY = "/route-cache/APP_PAGE/0f3c/$/about";
const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc ${html}`),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const setContext = { kind: "APP_PAGE", cacheControl: { revalidate: false, expire: undefined } };
const getContext = { kind: "APP_PAGE", isFallback: false };

let namespace: string | (() => never) = "db-a";
const globals = globalThis as typeof globalThis & Record<symbol, unknown>;

function serverCache(distDir: string): Handler {
  globals[DatabaseScopedCache.RESOLVER] = async () => {
    if (typeof namespace === "function") namespace();
    return namespace;
  };
  return new DatabaseScopedCache({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: path.join(distDir, "server"),
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  });
}

describe("cache-handler.cjs", () => {
  afterEach(() => {
    delete globals[DatabaseScopedCache.RESOLVER];
    namespace = "db-a";
  });

  it("looks its resolver up under the symbol the server registers", () => {
    expect(DatabaseScopedCache.RESOLVER).toBe(CACHE_NAMESPACE_RESOLVER);
  });

  it("files a rendered page under its database, still inside route-cache", () => {
    expect(DatabaseScopedCache.namespacedKey(KEY, "db-a")).toBe(
      "/route-cache/db-a/APP_PAGE/0f3c/$/about",
    );
    expect(DatabaseScopedCache.namespacedKey("f00d", "db-a")).toBe("f00d");
  });

  it("never serves one database's render to a server on another, sharing one .next", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), "route-cache-"));
    const first = serverCache(distDir);
    await first.set(KEY, page("<p>support 0111</p>"), setContext);
    expect((await first.get(KEY, getContext))?.value.html).toBe("<p>support 0111</p>");

    namespace = "db-b";
    const second = serverCache(distDir);
    expect(await second.get(KEY, getContext)).toBeNull();
    await second.set(KEY, page("<p>support 0222</p>"), setContext);
    expect((await second.get(KEY, getContext))?.value.html).toBe("<p>support 0222</p>");

    namespace = "db-a";
    expect((await serverCache(distDir).get(KEY, getContext))?.value.html).toBe(
      "<p>support 0111</p>",
    );
  });

  it("neither reads nor writes a render when the database cannot be named", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), "route-cache-"));
    await serverCache(distDir).set(KEY, page("<p>a</p>"), setContext);
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    namespace = () => {
      throw new Error("database unreachable");
    };
    const blind = serverCache(distDir);
    expect(await blind.get(KEY, getContext)).toBeNull();
    await blind.set(KEY, page("<p>b</p>"), setContext);
    namespace = "db-a";
    expect((await serverCache(distDir).get(KEY, getContext))?.value.html).toBe("<p>a</p>");
    spy.mockRestore();
  });
});
