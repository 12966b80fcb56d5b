import type { SessionUser } from "@/server/auth/session";
import { AppError } from "@/server/http/errors";
import { ADMIN_TWO_FACTOR_PATH } from "@/lib/validations/two-factor";
import {
  requirePageAdminOrNotFound,
  requirePageRole,
  requirePageUser,
  requireRole,
  requireUser,
} from "@/server/auth/guards";

let mockCurrent: SessionUser | null = null;
jest.mock("@/server/auth/request-session", () => ({
  getRequestUser: async () => mockCurrent,
}));
jest.mock("@/server/auth/session", () => ({
  getPageUser: async () => mockCurrent,
}));
// Settings' "require 2FA for administrators" and whether this admin has it, as each test says.
let mockMustEnrol = false;
jest.mock("@/server/auth/two-factor/requirement", () => ({
  ...jest.requireActual("@/server/auth/two-factor/requirement"),
  adminMustEnrol: async (user: { role: string }) => user.role === "admin" && mockMustEnrol,
}));
let mockPathHeader: string | null = null;
jest.mock("next/headers", () => ({
  headers: async () => new Headers(mockPathHeader ? { "x-console-pathname": mockPathHeader } : {}),
}));
// next/navigation's redirect and notFound throw; record where they would go instead.
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
  notFound: () => {
    throw new Error("not-found");
  },
}));

function person(role: SessionUser["role"]): SessionUser {
  return {
    user_id: 7,
    email: "p@example.com",
    first_name: "P",
    last_name: "Q",
    role,
    profile_image: null,
  };
}

const request = new Request("http://localhost/api/x");

async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof AppError ? error.status : -1;
  }
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "passed";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("API guards", () => {
  it("answer 401 without a session and 403 for another role", async () => {
    mockCurrent = null;
    expect(await statusOf(requireUser(request))).toBe(401);
    expect(await statusOf(requireRole(request, "admin"))).toBe(401);
    mockCurrent = person("customer");
    expect(await statusOf(requireRole(request, "admin", "driver"))).toBe(403);
    await expect(requireUser(request)).resolves.toMatchObject({ user_id: 7 });
    mockCurrent = person("driver");
    await expect(requireRole(request, "admin", "driver")).resolves.toMatchObject({
      role: "driver",
    });
  });
});

describe("page guards", () => {
  it("send a signed-out visitor to the right sign-in page", async () => {
    mockCurrent = null;
    expect(await failureOf(requirePageUser("/dashboard/bookings"))).toBe(
      "redirect:/login?callbackUrl=%2Fdashboard%2Fbookings",
    );
    expect(await failureOf(requirePageRole("admin"))).toBe("redirect:/admin/login");
    expect(await failureOf(requirePageRole("partner", "/partner-dashboard/support"))).toBe(
      "redirect:/login?callbackUrl=%2Fpartner-dashboard%2Fsupport",
    );
  });

  it("send a signed-in person of another role to their own home", async () => {
    mockCurrent = person("customer");
    expect(await failureOf(requirePageRole("admin"))).toBe("redirect:/dashboard");
    mockCurrent = person("partner");
    expect(await failureOf(requirePageRole("driver"))).toBe("redirect:/partner-dashboard");
    await expect(requirePageRole("partner")).resolves.toMatchObject({ role: "partner" });
  });

  it("hide administrator-only diagnostics behind the 404 page", async () => {
    mockCurrent = person("customer");
    expect(await failureOf(requirePageAdminOrNotFound("/dev/outbox"))).toBe("not-found");
    mockCurrent = person("admin");
    await expect(requirePageAdminOrNotFound("/dev/outbox")).resolves.toMatchObject({
      role: "admin",
    });
    // An administrator without the 2FA Settings requires sets it up first.
    mockMustEnrol = true;
    expect(await failureOf(requirePageAdminOrNotFound("/dev/outbox"))).toBe(
      `redirect:${ADMIN_TWO_FACTOR_PATH}`,
    );
    mockMustEnrol = false;
  });
});

describe("the administrators' two-factor requirement", () => {
  afterEach(() => {
    mockMustEnrol = false;
    mockPathHeader = null;
  });

  it("answers 403 to an administrator without 2FA while Settings requires it", async () => {
    mockCurrent = person("admin");
    await expect(requireRole(request, "admin")).resolves.toMatchObject({ role: "admin" });
    mockMustEnrol = true;
    await expect(requireRole(request, "admin")).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/required for administrator accounts/),
    });
    expect(await statusOf(requireUser(request))).toBe(403);
    // The endpoints such an administrator needs to comply (set-up, sign out) opt out.
    await expect(requireUser(request, { allowUnenrolledAdmin: true })).resolves.toMatchObject({
      role: "admin",
    });
    // Other roles are untouched by it.
    mockCurrent = person("partner");
    await expect(requireRole(request, "admin", "partner")).resolves.toMatchObject({
      role: "partner",
    });
  });

  it("sends such an administrator from any console page to the set-up page, but not from it", async () => {
    mockCurrent = person("admin");
    mockMustEnrol = true;
    expect(await failureOf(requirePageRole("admin", "/admin/bookings"))).toBe(
      "redirect:/admin/settings/two-factor",
    );
    await expect(requirePageRole("admin", "/admin/settings/two-factor")).resolves.toMatchObject({
      role: "admin",
    });
    // The layout passes no path: the proxy's header tells it.
    expect(await failureOf(requirePageRole("admin"))).toBe("redirect:/admin/settings/two-factor");
    mockPathHeader = "/admin/settings/two-factor";
    await expect(requirePageRole("admin")).resolves.toMatchObject({ role: "admin" });
    mockPathHeader = "/admin/dashboard";
    expect(await failureOf(requirePageRole("admin"))).toBe("redirect:/admin/settings/two-factor");
    mockMustEnrol = false;
    await expect(requirePageRole("admin", "/admin/bookings")).resolves.toMatchObject({
      role: "admin",
    });
  });
});
