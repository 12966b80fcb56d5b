import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** What drizzle's PGlite driver uses of a PGlite instance: query, exec, transaction, close. */
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface TransactionClient {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
  exec: (sql: string) => Promise<Results[]>;
}
type Reply = {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
};

function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * PGlite in a worker thread, shaped like PGlite for drizzle. PostgreSQL's work runs on another
 * core while this thread serves requests. PGlite has one connection: a transaction holds it from
 * BEGIN to COMMIT, so a statement asked for after a transaction began waits here until it ends
 * (code inside a transaction must use the transaction, never `db`). Statements outside
 * transactions do not wait for each other's answers: the thread runs what it receives in order
 * (PGlite's own mutex is first come, first served), so while this thread is busy with other
 * requests the next statements are already waiting there, not here.
 */
export class ThreadedPGlite implements TransactionClient {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  /** Settles when the last transaction asked for has ended. */
  private transactionsDone: Promise<unknown> = Promise.resolve();
  /** Statements outside transactions that were sent and not yet answered (close waits for them). */
  private readonly inFlight = new Set<Promise<unknown>>();
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.error) waiter.reject(toError(reply.error));
      else waiter.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) =>
      fail(new Error(`The embedded database thread stopped (exit code ${code})`)),
    );
  }

  /**
   * Starts the thread and waits until the database is open (`undefined` location: in memory,
   * from `template` when given: a dump of a migrated database, which skips initdb and the
   * migrations, about two seconds per integration test file).
   */
  static async open(location: string | undefined, template?: string): Promise<ThreadedPGlite> {
    // A static path from the project root: Node loads the file as is (no bundler rewrites it),
    // and Next's file tracing includes exactly this file.
    const threadFile = path.join(process.cwd(), "src/server/db/pglite-thread.mjs");
    const worker = new Worker(threadFile, { workerData: { location, template } });
    await new Promise<void>((resolve, reject) => {
      const onReady = (message: {
        ready?: boolean;
        error?: Record<string, unknown> & { message: string };
      }) => {
        if (message.ready === undefined) return;
        worker.off("message", onReady);
        if (message.ready) resolve();
        else reject(toError(message.error ?? { message: "The embedded database did not open" }));
      };
      worker.on("message", onReady);
      worker.once("error", reject);
    });
    return new ThreadedPGlite(worker);
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /**
   * Sends once every transaction asked for so far has ended. Callbacks on one promise run in the
   * order they were added, so a statement asked for before a transaction goes before its BEGIN.
   */
  private afterTransactions<T>(work: () => Promise<T>): Promise<T> {
    const run = this.transactionsDone.then(work, work);
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  private sendQuery(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results> {
    const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.send<Results>({ op: "query", sql, params, rowMode: options.rowMode, rawTypes });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.afterTransactions(() => this.sendQuery(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.afterTransactions(() => this.send<Results[]>({ op: "exec", sql }));
  }

  transaction<T>(callback: (tx: TransactionClient) => Promise<T>): Promise<T> {
    const run = this.transactionsDone.then(async () => {
      const tx: TransactionClient = {
        query: (sql, params, options) => this.sendQuery(sql, params, options),
        exec: (sql) => this.send<Results[]>({ op: "exec", sql }),
      };
      await tx.exec("BEGIN");
      try {
        const result = await callback(tx);
        await tx.exec("COMMIT");
        return result;
      } catch (error) {
        await tx.exec("ROLLBACK").catch(() => undefined);
        throw error;
      }
    });
    this.transactionsDone = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    if (!this.failure) {
      await this.transactionsDone;
      await Promise.allSettled([...this.inFlight]);
      await this.send({ op: "close" }).catch(() => undefined);
    }
    await this.worker.terminate();
  }
}
