import "server-only";
import { logger } from "@/server/http/logger";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { sameOriginPath } from "@/lib/callback-url";
import { clientAddressFromHeaders, headerValue } from "@/server/http/client-address";
import { AppError } from "@/server/http/errors";
import { authenticate } from "./authenticate";
import { getAuthSecret } from "./secret";
import { createSession, revokeSession } from "./session-store";
import { isSessionClaims, SESSION_MAX_AGE_SECONDS, userFromClaims, type Role } from "./session";

const credentialsSchema = z.object({
  email: z.string().trim().email(),
  password: z.string().min(1).max(200),
  // "admin" from /admin/login: any other account fails exactly like a wrong password.
  portal: z.enum(["admin"]).optional(),
  code: z.string().trim().max(32).optional(),
});

/**
 * Thrown by the jwt callback for a token the database no longer backs (logout everywhere,
 * password change or reset, role change, deleted account). next-auth answers such a session
 * read with no session and clears the cookie; that is expected, so it is not logged as an error.
 */
class EndedSessionError extends Error {
  constructor() {
    super("The session has ended");
    this.name = "EndedSessionError";
  }
}

/** `origin`: the address the sign-in request came in on (request-origin.ts). */
export function getAuthOptions(origin: string): NextAuthOptions {
  const secure = origin.startsWith("https://");
  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    useSecureCookies: secure,
    logger: {
      error(code, metadata) {
        if (metadata instanceof EndedSessionError) return;
        logger.error({ code, detail: metadata }, "next-auth error");
      },
    },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          portal: { label: "Portal", type: "text" },
          code: { label: "Authentication code", type: "text" },
        },
        async authorize(credentials, request) {
          const parsed = credentialsSchema.safeParse(credentials);
          if (!parsed.success) return null;
          try {
            const { portal, ...login } = parsed.data;
            const address = clientAddressFromHeaders(request?.headers);
            const user = await authenticate({ ...login, address, onlyRole: portal });
            if (!user) return null;
            const sid = await createSession({
              userId: user.user_id,
              sessionVersion: user.session_version,
              userAgent: headerValue(request?.headers, "user-agent"),
              address,
            });
            return {
              id: String(user.user_id),
              email: user.email,
              role: user.role,
              sv: user.session_version,
              sid,
            };
          } catch (error) {
            // next-auth shows thrown messages on the sign-in page; only our own are safe to show.
            if (error instanceof AppError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    events: {
      // next-auth only clears the cookie; revoking the row ends every copy of it as well.
      async signOut({ token }) {
        if (isSessionClaims(token)) await revokeSession(token.sid);
      },
    },
    callbacks: {
      // The callbackUrl parameter and cookie both pass through here: only a path on this site is
      // followed, and a value that cannot even be parsed falls back to the home page, not a 500.
      async redirect({ url, baseUrl }) {
        const path = sameOriginPath(url, baseUrl);
        return path ? `${baseUrl}${path}` : baseUrl;
      },
      // Only sign-in writes claims; a client `update()` can never change role or version.
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as { id: string; role: Role; sv: number; sid: string };
          return {
            ...token,
            sub: signedIn.id,
            uid: Number(signedIn.id),
            role: signedIn.role,
            sv: signedIn.sv,
            sid: signedIn.sid,
          };
        }
        // Every later read checks the token against the database, as requireUser does, so a
        // session ended elsewhere is not reported as live and the role is the current one.
        if (!isSessionClaims(token)) throw new EndedSessionError();
        let current: Awaited<ReturnType<typeof userFromClaims>>;
        try {
          current = await userFromClaims(token);
        } catch (error) {
          // A database that cannot answer says nothing about the session: next-auth would clear
          // the cookie on any throw, signing everyone out during an outage. The token stays as it
          // is; every protected page and endpoint still checks it against the database itself.
          logger.error({ err: error }, "could not check the session against the database");
          return token;
        }
        if (!current) throw new EndedSessionError();
        return { ...token, role: current.role };
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
