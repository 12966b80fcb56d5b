import { NextResponse } from "next/server";

/** The trivial JSON handler `npm run bench:api` compares the real endpoints against. */
export function GET() {
  return NextResponse.json({ success: true });
}
