import "server-only";
import { NextResponse } from "next/server";
import type { FieldErrors } from "./errors";
import { currentRequestId } from "./request-context";

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

/** Every failure names its request, so a customer can quote the id to support. */
export function fail(
  status: number,
  message: string,
  errors?: FieldErrors,
  headers?: HeadersInit,
  data?: Record<string, unknown>,
) {
  const requestId = currentRequestId();
  return NextResponse.json(
    {
      success: false,
      message,
      ...(errors ? { errors } : {}),
      ...(data ? { data } : {}),
      ...(requestId ? { requestId } : {}),
    },
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
