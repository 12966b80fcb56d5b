import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";

/** Walks of every API endpoint (the hardening, no-store and 2FA tests) share these. */
export type RouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export const API_DIR = path.join(__dirname, "../../src/app/api");

/** Every route.ts under `directory`. */
export function routeFiles(directory: string = API_DIR): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `/api/bookings/[id]/status` for `src/app/api/bookings/[id]/status/route.ts`. */
export function routeTemplate(file: string): string {
  return "/api/" + path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/");
}

/**
 * The template with a value for each dynamic segment (`[...rest]` takes a list), as the URL and
 * the params Next would pass.
 */
export function fillTemplate(
  template: string,
  valueOf: (name: string, spread: boolean) => string | string[],
): { url: string; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  const url = template.replace(
    /\[(\.\.\.)?([^\]]+)\]/g,
    (_, spread: string | undefined, name: string) => {
      const value = valueOf(name, Boolean(spread));
      params[name] = value;
      return (Array.isArray(value) ? value : [value]).map(encodeURIComponent).join("/");
    },
  );
  return { url, params };
}
