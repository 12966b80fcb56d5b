"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";

interface TestResult {
  success: boolean;
  message?: string;
  data?: unknown;
  error?: string;
}

export function DatabaseTestPanel() {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);

  async function runTest() {
    setTesting(true);
    setResult(null);
    const answer = await api.get<unknown>("/api/test-connection", {
      cache: "no-store",
      fallbackMessage: "Error connecting to server",
    });
    setResult(
      answer.ok
        ? { success: true, message: answer.message, data: answer.data }
        : { success: false, message: answer.message, error: answer.detail },
    );
    setTesting(false);
  }

  return (
    <div className="mt-8 space-y-6">
      <Button onClick={runTest} disabled={testing}>
        {testing ? "Testing..." : "Test Database Connection"}
      </Button>
      <div aria-live="polite">
        {result && (
          <div
            className={
              result.success
                ? "rounded-md border border-green-600 bg-green-50 p-4"
                : "rounded-md border border-red-600 bg-red-50 p-4"
            }
          >
            <h2
              className={
                result.success
                  ? "text-lg font-semibold text-green-800"
                  : "text-lg font-semibold text-red-800"
              }
            >
              {result.success ? "Success" : "Error"}
            </h2>
            {result.message && <p className="mt-1">{result.message}</p>}
            {result.data !== undefined && (
              <>
                <h3 className="mt-3 font-medium">Data</h3>
                <pre className="mt-1 overflow-x-auto rounded bg-white p-3 text-sm">
                  {JSON.stringify(result.data, null, 2)}
                </pre>
              </>
            )}
            {result.error && (
              <>
                <h3 className="mt-3 font-medium">Error details</h3>
                <pre className="mt-1 overflow-x-auto rounded bg-white p-3 text-sm">
                  {result.error}
                </pre>
              </>
            )}
          </div>
        )}
      </div>
      <section
        aria-labelledby="troubleshooting"
        className="rounded-md border border-neutral-200 p-4"
      >
        <h2 id="troubleshooting" className="font-semibold">
          Troubleshooting
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-neutral-700">
          <li>
            Without DATABASE_URL the embedded PGlite database lives in DATA_DIR (default .data/db);
            only one server process may open it.
          </li>
          <li>
            With DATABASE_URL, check the host, port, database name, user and password, and that the
            server accepts connections from this machine.
          </li>
          <li>Neon URLs need sslmode=require; run npm run db:migrate after changing databases.</li>
          <li>GET /api/health shows which adapters are active.</li>
        </ul>
      </section>
    </div>
  );
}
