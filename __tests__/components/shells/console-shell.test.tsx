import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsoleShell } from "@/components/shells/console-shell";
import { activeHref, CONSOLE_NAV, consolePerson } from "@/components/shells/console-nav";

let pathname = "/admin/bookings";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));
const signOut = jest.fn();
jest.mock("next-auth/react", () => ({ signOut: (...args: unknown[]) => signOut(...args) }));

const admin = consolePerson("admin", {
  first_name: "Ada",
  last_name: "Operator",
  email: "ada@example.com",
});

describe("ConsoleShell", () => {
  beforeEach(() => signOut.mockReset());

  it("lists the area's navigation and marks the current page", () => {
    render(
      <ConsoleShell area="admin" person={admin}>
        <p>content</p>
      </ConsoleShell>,
    );
    const nav = screen.getByRole("navigation", { name: "Admin console" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      "Dashboard",
      "Bookings",
      "Dispatch",
      "Drivers",
      "Vehicles",
      "Partners",
      "Operator record",
      "Feedback",
      "Pages",
      "Jobs",
      "Settings",
    ]);
    expect(within(nav).getByRole("link", { name: "Bookings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
    );
    expect(screen.getByRole("main")).toHaveTextContent("content");
    expect(screen.getByText("Ada Operator")).toBeInTheDocument();
    expect(screen.getByText("Administrator · ada@example.com")).toBeInTheDocument();
  });

  it("opens and closes the navigation with the menu button on small screens", async () => {
    render(
      <ConsoleShell area="partner" person={consolePerson("partner", partnerUser())}>
        <p>content</p>
      </ConsoleShell>,
    );
    const nav = screen.getByRole("navigation", { name: "Partner portal" });
    expect(nav.className).toContain("hidden");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(nav.className).toContain("block");
  });

  it("signs out to the area's sign-in page", async () => {
    render(
      <ConsoleShell area="admin" person={admin}>
        <p>content</p>
      </ConsoleShell>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    // next-auth's client loads on the click.
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/admin/login" }));
  });

  it("the partner sidebar is the spec's, ending with a Logout that signs out", async () => {
    pathname = "/partner-dashboard/recent-bookings";
    render(
      <ConsoleShell area="partner" person={consolePerson("partner", partnerUser())}>
        <p>content</p>
      </ConsoleShell>,
    );
    const nav = screen.getByRole("navigation", { name: "Partner portal" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent?.trim()),
    ).toEqual([
      "Recent Bookings",
      "Upcoming Bookings",
      "Guest Page",
      "Commission",
      "Support",
      "Account",
    ]);
    expect(screen.getAllByRole("button", { name: "Logout" })).toHaveLength(1);
    await userEvent.click(within(nav).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/login" }));
    pathname = "/admin/bookings";
  });
});

describe("activeHref", () => {
  it("prefers the longest matching entry and ignores look-alike prefixes", () => {
    const items = CONSOLE_NAV.partner.items;
    expect(activeHref(items, "/partner-dashboard/commission/earnings")).toBe(
      "/partner-dashboard/commission/earnings",
    );
    expect(activeHref(items, "/partner-dashboard/accounting")).toBeUndefined();
    pathname = "/admin/dashboard";
  });
});

function partnerUser() {
  return { first_name: "Pat", last_name: "Partner", email: "pat@example.com" };
}
