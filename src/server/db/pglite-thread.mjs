// The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly; in the server's
// main thread every query would block request handling, so it runs here and the main thread
// only posts SQL and receives rows (src/server/db/pglite-threaded.ts). Plain JavaScript: Node loads
// it directly as a worker, outside the Next.js bundle.
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const identity = (value) => value;

/** PGlite's errors carry PostgreSQL's fields (code, detail, constraint...); they cross as data. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || typeof value === "object") continue;
    fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

// Extensions must be loaded explicitly in PGlite; pg_trgm backs the administrator's search,
// btree_gist the assignments' exclusion constraints (no chauffeur in two places at once).
// (One options object: `new PGlite(undefined, options)` would ignore the options.)
const database = new PGlite({
  dataDir: workerData.location ?? undefined,
  // A dump made by dumpDataDir (see __tests__/support/pglite-template.ts) for an in-memory start.
  loadDataDir: workerData.template ? new Blob([readFileSync(workerData.template)]) : undefined,
  extensions: { pg_trgm, btree_gist },
});

async function handle(message) {
  switch (message.op) {
    case "query": {
      // Type parsers are functions, which cannot cross threads; the caller names the types it
      // wants left as text (drizzle's date and time types), and they are parsed as identity here.
      const parsers = message.rawTypes
        ? Object.fromEntries(message.rawTypes.map((type) => [type, identity]))
        : undefined;
      return database.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
    }
    case "exec":
      return database.exec(message.sql);
    case "close":
      await database.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: serializeError(error) }),
  );
});

database.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: serializeError(error) }),
);
