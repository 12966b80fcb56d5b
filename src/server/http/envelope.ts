import "server-only";
import { NextResponse } from "next/server";
import type { FieldErrors } from "./errors";

/** The spec's envelope: `{ success, message, data }`. */
export function ok<T>(
  data: T,
  init: {
    message?: string;
    status?: number;
    headers?: HeadersInit;
    /** Keys beside `data`, e.g. a list's `pagination`, so `data` stays the spec's shape. */
    beside?: Record<string, unknown>;
  } = {},
) {
  return NextResponse.json(
    { ...init.beside, success: true, message: init.message ?? "OK", data },
    { status: init.status ?? 200, headers: init.headers },
  );
}

export function fail(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit) {
  return NextResponse.json(
    errors ? { success: false, message, errors } : { success: false, message },
    { status, headers },
  );
}

/** A list's page: the envelope with `data` (the array) and its paging beside it. */
export function okList<T, Extra extends Record<string, unknown>>(
  data: T[],
  extra: Extra,
  init: { message?: string } = {},
) {
  return NextResponse.json({ success: true, message: init.message ?? "OK", data, ...extra });
}
