// The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly; in the server's
// main thread every query would block request handling, so it runs here and the main thread
// only posts SQL and receives rows (src/server/db/pglite-threaded.ts). Plain JavaScript: Node loads
// it directly as a worker, outside the Next.js bundle.
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { parse, PGlite, protocol } from "@electric-sql/pglite";
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

/*
 * Named statements, one per SQL text with parameters. PGlite's query() parses, analyses and plans
 * its statement on every call (an unnamed statement), and on the one database thread that was
 * most of a booking's insert; a named statement is planned once and then only bound and run
 * (the same messages node-postgres sends for a prepared statement on a PostgreSQL server).
 * Bounded: past MAX_NAMED, further texts run as before.
 */
const MAX_NAMED = 500;
/** SQL text -> { name, types (the parameters' type ids, as Describe reported them) }. */
const named = new Map();
let nextName = 1;
const { serialize } = protocol;
/** "cached plan must not change result type": a table the statement reads changed shape. */
const STALE_PLAN = "0A000";

function serializeValues(params, types) {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = database.serializers[types[index]];
    return serializer ? serializer(value) : value.toString();
  });
}

/**
 * query() through a named statement: the messages PGlite's own query() sends (Bind, Describe,
 * Execute, Sync; Parse and Describe once per text) under its query lock, and its result parsing.
 * A statement a changed table made stale (STALE_PLAN) is closed and forgotten; any other error
 * (a duplicate key...) leaves it as it is, still valid.
 */
function namedQuery(sql, params, options) {
  return database._runExclusiveQuery(async () => {
    const run = (bytes) => database.execProtocolStream(bytes, { syncToFs: false });
    let statement = named.get(sql);
    const messages = [];
    let failure = null;
    try {
      if (!statement) {
        const name = `pglite_s${nextName++}`;
        messages.push(...(await run(serialize.parse({ name, text: sql }))));
        const types = parse.parseDescribeStatementResults(
          await run(serialize.describe({ type: "S", name })),
        );
        statement = { name, types };
        named.set(sql, statement);
      }
      const values = serializeValues(params, statement.types);
      messages.push(...(await run(serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await run(serialize.describe({ type: "P" }))));
      messages.push(...(await run(serialize.execute({}))));
    } catch (error) {
      if (error && typeof error === "object") Object.assign(error, { query: sql, params });
      failure = error;
    }
    messages.push(...(await database.execProtocolStream(serialize.sync(), { syncToFs: true })));
    if (!failure) return parse.parseResults(messages, database.parsers, options)[0];
    if (failure?.code === STALE_PLAN && statement) {
      named.delete(sql);
      await database
        .execProtocolStream(serialize.close({ type: "S", name: statement.name }), {
          syncToFs: false,
        })
        .catch(() => undefined);
      await database.execProtocolStream(serialize.sync(), { syncToFs: false });
    }
    throw failure;
  });
}

async function handle(message) {
  switch (message.op) {
    case "query": {
      // Type parsers are functions, which cannot cross threads; the caller names the types it
      // wants left as text (drizzle's date and time types), and they are parsed as identity here.
      const parsers = message.rawTypes
        ? Object.fromEntries(message.rawTypes.map((type) => [type, identity]))
        : undefined;
      const options = { rowMode: message.rowMode, parsers };
      if (message.params?.length && (named.has(message.sql) || named.size < MAX_NAMED))
        // A table changed under a planned statement (as on a PostgreSQL server): the statement
        // was forgotten, and this one run goes unnamed.
        return namedQuery(message.sql, message.params, options).catch((error) => {
          if (error?.code === STALE_PLAN)
            return database.query(message.sql, message.params, options);
          throw error;
        });
      return database.query(message.sql, message.params, options);
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
