import { randomBytes } from "node:crypto";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { getDb } from "@/server/db/client";
import { storedFiles, type UserRow } from "@/server/db/schema";
import { updateSettingsGroup } from "@/server/settings/update-settings";
import {
  fillTemplate,
  routeFiles,
  routeTemplate,
  type RouteHandler as Handler,
} from "@test/route-files";
import { callRoute } from "@test/route-client";
import { createUser } from "@test/factories";

/**
 * Settings' "Require 2FA for all administrator accounts", tested against every endpoint: each
 * route file under src/app/api, each method it exports, called with the session of an
 * administrator who has not set up 2FA while the setting is on. Every one answers 403 saying
 * why, except the few listed below, each with its reason, and the public endpoints, which must
 * answer that session exactly as they answer a signed-out visitor (so they grant it nothing).
 * A new endpoint that does otherwise fails this test.
 */
jest.setTimeout(120_000);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const ALLOWED: Record<string, string> = {
  // What the administrator needs to comply: set up 2FA, change the password, sign out.
  "GET /api/account/two-factor": "enrolment",
  "POST /api/account/two-factor/start": "enrolment",
  "POST /api/account/two-factor/confirm": "enrolment",
  "POST /api/account/two-factor/disable": "enrolment (nothing to disable: refused as such)",
  "PUT /api/admin/account/password": "the password may be changed before enrolling",
  "POST /api/auth/reset-password": "the password may be changed before enrolling",
  "POST /api/auth/logout-all": "signing out",
  // Says only who is signed in (the header's menu and its Logout).
  "GET /api/me": "no administrator power",
  // Reads the session only to leave administrators' views uncounted.
  "POST /api/pages/[slug]/view": "no administrator power",
};

/** Plausible values for each dynamic segment, so the guard (not the id schema) answers. */
function fill(template: string, fileKey: string) {
  return fillTemplate(template, (name, spread) =>
    spread ? fileKey.split("/") : name === "key" ? "general" : "1",
  );
}

let unenrolled: UserRow;
let fileKey: string;

beforeAll(async () => {
  const admin = await createUser({ role: "admin" });
  unenrolled = await createUser({ role: "admin" });
  await updateSettingsGroup({
    key: "security",
    value: { require_admin_2fa: true },
    actor: { kind: "admin", id: admin.user_id, label: null },
  });
  // A private file of someone else's, so /api/files reaches the session check.
  const owner = await createUser();
  fileKey = `avatars/${randomBytes(16).toString("hex")}.jpg`;
  const db = await getDb();
  await db.insert(storedFiles).values({
    key: fileKey,
    owner_kind: "user",
    owner_id: owner.user_id,
    visibility: "private",
    content_type: "image/jpeg",
    size_bytes: 10,
  });
});

describe("an administrator without the 2FA Settings requires", () => {
  // next-auth's own handler needs Next's request scope; it signs in, it grants nothing.
  const templates = routeFiles()
    .filter((file) => !file.includes("[...nextauth]"))
    .map((file) => ({
      file,
      template: routeTemplate(file),
    }));

  it("is refused by every endpoint but enrolment, password and sign-out (403, saying why)", async () => {
    const wrong: string[] = [];
    const allowedSeen: string[] = [];
    const publicSeen: string[] = [];
    for (const { file, template } of templates) {
      const mod = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
      for (const method of METHODS) {
        const handler = mod[method];
        if (!handler) continue;
        const name = `${method} ${template}`;
        const { url, params } = fill(template, fileKey);
        const send = (as: UserRow | undefined) =>
          callRoute<{ message?: string }, Record<string, string | string[]>>(handler, {
            method,
            url,
            params,
            ...(as ? { as } : {}),
            ...(method === "GET" || method === "DELETE" ? {} : { body: {} }),
            headers: { "x-forwarded-for": `10.7.${randomBytes(2).join(".")}` },
          });
        const result = await send(unenrolled);
        const refused =
          result.status === 403 && result.body?.message === TWO_FACTOR_MESSAGES.adminRequired;
        if (ALLOWED[name]) {
          allowedSeen.push(name);
          if (refused) wrong.push(`${name} is listed as allowed but refused`);
          // Signing out everywhere (or a password change) ends the session: start a fresh one.
          unenrolled = await createUser({ role: "admin" });
        } else if (!refused) {
          const visitor = await send(undefined);
          if (visitor.status !== result.status || visitor.body?.message !== result.body?.message)
            wrong.push(`${name} -> ${result.status} ${result.text.slice(0, 100)}`);
          else publicSeen.push(name);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(allowedSeen.sort()).toEqual(Object.keys(ALLOWED).sort());
    // The console's endpoints are all refused, not taken for public ones.
    expect(publicSeen.filter((name) => name.includes("/api/admin/"))).toEqual([]);
  });
});
