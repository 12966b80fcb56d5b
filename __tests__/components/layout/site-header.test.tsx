import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "@/components/layout/site-header";
import { OPEN_BOOKING_FORM_EVENT } from "@/lib/booking-events";

jest.mock("@/components/layout/header-account", () => ({
  HeaderAccount: () => <a href="/login">Log in</a>,
}));

function setScroll(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe("SiteHeader", () => {
  it("is black at the top and turns white only after more than 10 px of scroll", () => {
    render(<SiteHeader />);
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    setScroll(10);
    expect(header).toHaveAttribute("data-scrolled", "false");
    setScroll(11);
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header.className).toContain("bg-white");
  });

  it("lists the main links and a Call Now telephone link", () => {
    render(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Contact", "Become a Driver"]) {
      expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole("link", { name: "Become a Driver" })).toHaveAttribute(
      "href",
      "/driver-registration",
    );
    expect(screen.getAllByRole("link", { name: /Call Now/ })[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+44/),
    );
  });

  it("opens the booking form through the openBookingForm event", async () => {
    const listener = jest.fn();
    window.addEventListener(OPEN_BOOKING_FORM_EVENT, listener);
    render(<SiteHeader />);
    await userEvent.click(screen.getByRole("button", { name: "Book a ride" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ tab: "point_to_point" });
    window.removeEventListener(OPEN_BOOKING_FORM_EVENT, listener);
  });

  it("toggles the mobile menu with an accessible button", async () => {
    render(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(
      within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", {
        name: "About",
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", {
        name: "About",
      }),
    );
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });
});
