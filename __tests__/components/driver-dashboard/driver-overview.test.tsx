import { render, screen, within } from "@testing-library/react";
import { DriverOverview } from "@/components/driver-dashboard/driver-overview";
import { driverFixture } from "../admin/drivers/driver-fixture";

describe("DriverOverview", () => {
  it("lets a long e-mail wrap inside the profile card instead of widening a phone's page", () => {
    const email = "a.really.long.driver.address.that.will.not.fit@example-chauffeurs.co.uk";
    render(<DriverOverview driver={driverFixture({ email })} />);
    const profile = screen.getByRole("region", { name: "Profile" });
    const value = within(profile).getByText(email);
    expect(value.tagName).toBe("DD");
    // jsdom has no layout: the classes are what let the value column shrink and the text break.
    expect(value).toHaveClass("min-w-0", "[overflow-wrap:anywhere]");
    expect(value.closest("dl")).toHaveClass("grid-cols-[minmax(0,auto)_minmax(0,1fr)]");
    expect(profile).toHaveClass("min-w-0");
  });
});
