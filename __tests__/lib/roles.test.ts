import { homeForRole, isRole, ROLES } from "@/lib/roles";

describe("roles", () => {
  it("sends each role to its own area", () => {
    expect(homeForRole("admin")).toBe("/admin");
    expect(homeForRole("driver")).toBe("/driver-dashboard");
    expect(homeForRole("partner")).toBe("/partner-dashboard");
    expect(homeForRole("customer")).toBe("/dashboard");
  });

  it("recognises only the database's roles", () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    expect(isRole("superuser")).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isRole(1)).toBe(false);
  });
});
