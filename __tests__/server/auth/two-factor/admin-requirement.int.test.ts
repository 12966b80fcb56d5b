import { isValidElement, type ReactElement, type ReactNode } from "react";
import AdminTwoFactorPage from "@/app/admin/(console)/settings/two-factor/page";
import { AdminTwoFactorSettings } from "@/components/security/admin-two-factor-settings";
import { ADMIN_TWO_FACTOR_PATH } from "@/lib/validations/two-factor";
import { requirePageRole } from "@/server/auth/guards";
import type { SessionUser } from "@/server/auth/session";
import { twoFactorStatus } from "@/server/auth/two-factor/account";
import { adminMustEnrol } from "@/server/auth/two-factor/requirement";
import type { UserRow } from "@/server/db/schema";
import { SECURITY_DEFAULTS, settingsDefaults } from "@/server/settings/registry";
import { updateSettingsGroup } from "@/server/settings/update-settings";
import { createUser } from "@test/factories";

/*
 * Settings' "Require 2FA for all administrator accounts" when the data cache disagrees with the
 * database (an entry another server, on another database, wrote; or one a restore left behind):
 * the console's guards and the set-up page must decide from one fresh read, so the redirect to
 * the set-up page and the page it lands on never contradict each other.
 */
let mockCachedRequired = false;
jest.mock("@/server/settings/read-settings", () => {
  const actual = jest.requireActual("@/server/settings/read-settings");
  return {
    ...actual,
    getSiteSettings: async () => {
      const settings = settingsDefaults();
      return { ...settings, security: { require_admin_2fa: mockCachedRequired } };
    },
  };
});
let mockUser: SessionUser | null = null;
jest.mock("@/server/auth/session", () => ({
  ...jest.requireActual("@/server/auth/session"),
  getPageUser: async () => mockUser,
}));
let mockPath = "";
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-console-pathname": mockPath }),
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
  notFound: () => {
    throw new Error("not-found");
  },
}));

const system = { kind: "system" as const, id: null, label: null };
const requireInDatabase = (required: boolean) =>
  updateSettingsGroup({
    key: "security",
    value: { ...SECURITY_DEFAULTS, require_admin_2fa: required },
    actor: system,
  });

let admin: UserRow;
let sessionAdmin: SessionUser;
beforeAll(async () => {
  admin = await createUser({ role: "admin", email: "console-admin@example.com" });
  sessionAdmin = {
    user_id: admin.user_id,
    email: admin.email,
    first_name: admin.first_name,
    last_name: admin.last_name,
    role: "admin",
    profile_image: null,
  };
  mockUser = sessionAdmin;
});

/** Where the console layout's guard sends a request for `path` (null: it renders). */
async function layoutGuard(path: string): Promise<string | null> {
  mockPath = path;
  try {
    await requirePageRole("admin");
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function findSettings(node: ReactNode): ReactElement<{
  requireForAdmins: boolean;
  initial: { required_for_admins: boolean };
}> | null {
  if (!isValidElement(node)) return null;
  if (node.type === AdminTwoFactorSettings) return node as never;
  const children = (node.props as { children?: ReactNode }).children;
  for (const child of ([] as ReactNode[]).concat(children ?? [])) {
    const found = findSettings(child);
    if (found) return found;
  }
  return null;
}

describe("the administrators' 2FA requirement against a stale cache", () => {
  it("the cache says required, the database says off: the console opens, nothing is forced", async () => {
    mockCachedRequired = true;
    await requireInDatabase(false);
    expect(await adminMustEnrol(sessionAdmin)).toBe(false);
    expect(await layoutGuard("/admin/dashboard")).toBeNull();
    expect((await twoFactorStatus(sessionAdmin)).required_for_admins).toBe(false);
    const settings = findSettings(await AdminTwoFactorPage());
    expect(settings?.props.requireForAdmins).toBe(false);
  });

  it("the cache says off, the database says required: sent to the set-up page, which renders and says so", async () => {
    mockCachedRequired = false;
    await requireInDatabase(true);
    expect(await layoutGuard("/admin/dashboard")).toBe(`redirect:${ADMIN_TWO_FACTOR_PATH}`);
    // The page it lands on: its layout and its own guard let it through, and it shows the rule.
    expect(await layoutGuard(ADMIN_TWO_FACTOR_PATH)).toBeNull();
    const page = await AdminTwoFactorPage();
    const settings = findSettings(page);
    expect(settings?.props.requireForAdmins).toBe(true);
    expect(settings?.props.initial.required_for_admins).toBe(true);
  });
});
