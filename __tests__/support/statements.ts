import { Client } from "pg";
import { getDb } from "@/server/db/client";
import { ThreadedPGlite } from "@/server/db/pglite-threaded";

type Send = (this: unknown, message: { op: string; sql?: string }) => Promise<unknown>;
type Query = (this: Client, ...args: unknown[]) => unknown;

/**
 * The SQL of every statement the process's database receives while `work` runs, in order (BEGIN
 * and COMMIT included): the embedded database's messages to its thread, or node-postgres's
 * queries when the tests run on PostgreSQL (TEST_DATABASE_URL).
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  // drizzle keeps the driver it was given as `$client` (the Database type leaves it out).
  const client = ((await getDb()) as unknown as { $client: unknown }).$client;
  let restore: () => void;
  if (client instanceof ThreadedPGlite) {
    const threaded = client as unknown as { send: Send };
    const send = threaded.send;
    const spy = jest.spyOn(threaded, "send").mockImplementation(function (this: unknown, message) {
      if (message.sql) statements.push(message.sql);
      return send.call(this, message);
    });
    restore = () => spy.mockRestore();
  } else {
    const query = Client.prototype.query as unknown as Query;
    const spy = jest.spyOn(Client.prototype, "query").mockImplementation(function (
      this: Client,
      ...args: unknown[]
    ) {
      const [config] = args as [string | { text: string }];
      statements.push(typeof config === "string" ? config : config.text);
      return query.apply(this, args) as never;
    });
    restore = () => spy.mockRestore();
  }
  try {
    return { result: await work(), statements };
  } finally {
    restore();
  }
}
