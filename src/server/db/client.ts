import "server-only";
import { getServerConfig, isBuildPhase } from "@/env";
import { prepareOnOpen } from "./bootstrap";
import { connect } from "./connect";
import {
  BUILD_NAMESPACE,
  cacheNamespaceFor,
  identityTtlMs,
  readDatabaseIdentity,
} from "./identity";
import type { Connection, Database } from "./types";

export { connect, unboundStatementsForScripts } from "./connect";
export type { Connection, Database, Executor, Schema, Transaction } from "./types";

interface NamespaceState {
  value: string;
  readAt: number;
}

interface DatabaseState {
  ready?: Promise<Connection>;
  /** The open connection's cache namespace (identity.ts), cleared with the connection. */
  namespace?: NamespaceState;
  refreshing?: Promise<string>;
}

// One lazy connection per process (PGlite allows a single one), kept on globalThis so
// Next's module reloading in development does not open a second PGlite on the same files.
const globalState = globalThis as typeof globalThis & { __chauffeurDb?: DatabaseState };
const state: DatabaseState = (globalState.__chauffeurDb ??= {});

async function open(): Promise<Connection> {
  const config = getServerConfig();
  const connection = await connect(config.database);
  await prepareOnOpen(connection, config);
  if (config.database.kind === "pglite") {
    // Read now, before anyone can hold PGlite's one connection in a transaction (a read beside
    // it would wait forever); it never changes while this process holds the directory.
    const identity = await readDatabaseIdentity(connection.db);
    state.namespace = { value: cacheNamespaceFor(identity, config.database), readAt: Date.now() };
  }
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

async function refreshNamespace(db: Database): Promise<string> {
  const adapter = getServerConfig().database;
  try {
    const value = cacheNamespaceFor(await readDatabaseIdentity(db), adapter);
    state.namespace = { value, readAt: Date.now() };
    return value;
  } catch (error) {
    // An unreachable server: keep serving what is cached for the database last seen.
    if (state.namespace) return state.namespace.value;
    throw error;
  } finally {
    state.refreshing = undefined;
  }
}

/**
 * The namespace every cached read and rendered page of this database is keyed by (identity.ts):
 * read with the connection, re-read after identityTtlMs so a restore under a running server is
 * noticed within a minute.
 */
export async function getCacheNamespace(): Promise<string> {
  if (isBuildPhase()) return BUILD_NAMESPACE;
  const db = await getDb();
  const known = state.namespace;
  if (known && Date.now() - known.readAt < identityTtlMs(getServerConfig().database)) {
    return known.value;
  }
  state.refreshing ??= refreshNamespace(db);
  return state.refreshing;
}

/** Closes the process's connection (tests and scripts). */
export async function closeDb(): Promise<void> {
  const pending = state.ready;
  state.ready = undefined;
  state.namespace = undefined;
  if (pending) await (await pending).close();
}
