import { safeCallbackUrl } from "@/lib/callback-url";
import { homeForRole } from "@/lib/roles";
import {
  activeFilterCount,
  exportHref,
  nextQuery,
  queryFromSearchParams,
  toSearch,
} from "@/components/dashboard/booking-filters";
import { initialsOf } from "@/components/dashboard/user-avatar";
import { statusClass } from "@/components/dashboard/booking-status";

describe("login destinations", () => {
  it("sends each role to its home", () => {
    expect(homeForRole("admin")).toBe("/admin");
    expect(homeForRole("driver")).toBe("/driver-dashboard");
    expect(homeForRole("customer")).toBe("/dashboard");
    expect(homeForRole("partner")).toBe("/partner-dashboard");
  });

  it.each([
    ["/dashboard/profile", "/dashboard/profile"],
    ["https://evil.example/", null],
    ["//evil.example/", null],
    ["/\\evil.example", null],
    ["/login?x=1", null],
    [null, null],
  ])("callbackUrl %j becomes %j", (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });
});

describe("My Bookings helpers", () => {
  it("keeps the list's state in the URL, back to page 1 on any other change", () => {
    const query = { tab: "past", q: "heathrow", page: "3", status: "paid" };
    expect(nextQuery(query, { page: "4" })).toEqual({ ...query, page: "4" });
    expect(nextQuery(query, { status: undefined })).toEqual({ tab: "past", q: "heathrow" });
    expect(toSearch(nextQuery(query, { q: "a b&c" }))).toBe("?tab=past&q=a+b%26c&status=paid");
    expect(toSearch({})).toBe("");
  });

  it("exports every page of the selection and counts active filters", () => {
    expect(exportHref({ q: "x", page: "2", page_size: "25", from: "2030-01-01" }, "upcoming")).toBe(
      "/api/bookings/export?tab=upcoming&q=x&from=2030-01-01",
    );
    expect(activeFilterCount({ q: "x", status: "paid", to: "2030-01-01" })).toBe(2);
  });

  it("reads Next's search params, first value of a repeated one, unknown ones dropped", () => {
    expect(queryFromSearchParams({ tab: ["past", "all"], q: "x", role: "admin" })).toEqual({
      tab: "past",
      q: "x",
    });
  });

  it("derives initials and status colours", () => {
    expect(initialsOf("ada", "lovelace")).toBe("AL");
    expect(statusClass("Cancelled")).toContain("red");
    expect(statusClass("completed")).toContain("blue");
    expect(statusClass("paid")).toContain("green");
    expect(statusClass("whatever")).toContain("neutral");
  });
});
