import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/server/auth/options";

// Options are built per request so the secret and cookie security come from validated config.
async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request, { params: await context.params }, getAuthOptions());
}

export { handler as GET, handler as POST };
