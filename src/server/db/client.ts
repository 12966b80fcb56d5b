import "server-only";
import { getServerConfig, isBuildPhase } from "@/env";
import { prepareOnOpen } from "./bootstrap";
import { connect } from "./connect";
import type { Connection, Database } from "./types";

export { connect, unboundStatementsForScripts } from "./connect";
export type { Connection, Database, Executor, Schema, Transaction } from "./types";

interface DatabaseState {
  ready?: Promise<Connection>;
}

// One lazy connection per process (PGlite allows a single one), kept on globalThis so
// Next's module reloading in development does not open a second PGlite on the same files.
const globalState = globalThis as typeof globalThis & { __chauffeurDb?: DatabaseState };
const state: DatabaseState = (globalState.__chauffeurDb ??= {});

async function open(): Promise<Connection> {
  const config = getServerConfig();
  const connection = await connect(config.database);
  await prepareOnOpen(connection, config);
  return connection;
}

export async function getDb(): Promise<Database> {
  if (isBuildPhase()) throw new Error("The database is not available during next build");
  state.ready ??= open().catch((error: unknown) => {
    state.ready = undefined;
    throw error;
  });
  return (await state.ready).db;
}

/** Closes the process's connection (tests and scripts). */
export async function closeDb(): Promise<void> {
  const pending = state.ready;
  state.ready = undefined;
  if (pending) await (await pending).close();
}
