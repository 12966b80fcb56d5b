import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { getServerConfig } from "@/env";
import { AppError } from "@/server/http/errors";
import { authenticate } from "./authenticate";
import { getAuthSecret } from "./secret";
import { isSessionClaims, SESSION_MAX_AGE_SECONDS, type Role } from "./session";

const credentialsSchema = z.object({ email: z.string().trim().email(), password: z.string().min(1).max(200) });

function addressFrom(headers: Record<string, unknown> | undefined): string {
  const forwarded = headers?.["x-forwarded-for"];
  return typeof forwarded === "string" && forwarded ? forwarded.split(",")[0]!.trim() : "local";
}

export function getAuthOptions(): NextAuthOptions {
  const secure = getServerConfig().siteUrl.startsWith("https://");
  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    useSecureCookies: secure,
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, request) {
          const parsed = credentialsSchema.safeParse(credentials);
          if (!parsed.success) return null;
          try {
            const user = await authenticate({ ...parsed.data, address: addressFrom(request?.headers) });
            if (!user) return null;
            return { id: String(user.user_id), email: user.email, role: user.role, sv: user.session_version };
          } catch (error) {
            // next-auth shows thrown messages on the sign-in page; only our own are safe to show.
            if (error instanceof AppError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      // Only sign-in writes claims; a client `update()` can never change role or version.
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as { id: string; role: Role; sv: number };
          return { ...token, sub: signedIn.id, uid: Number(signedIn.id), role: signedIn.role, sv: signedIn.sv };
        }
        return token;
      },
      async session({ session, token }) {
        if (isSessionClaims(token)) {
          return { ...session, user: { ...session.user, id: token.uid, role: token.role } };
        }
        return session;
      },
    },
  };
}
