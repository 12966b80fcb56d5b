import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifyAuthChanged } from "@/components/auth/auth-events";
import { HeaderAccount } from "@/components/layout/header-account";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));
const signOut = jest.fn();
jest.mock("next-auth/react", () => ({ signOut: (...args: unknown[]) => signOut(...args) }));

function meAnswers(data: unknown) {
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: async () => ({ success: true, data }) }) as jest.Mock;
}

const ADA = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  profile_image: null,
};

beforeEach(() => jest.clearAllMocks());

describe("HeaderAccount", () => {
  it("shows Log in when signed out", async () => {
    meAnswers(null);
    render(<HeaderAccount />);
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("shows initials, then a menu with name, e-mail, My Bookings, Profile and Log out", async () => {
    meAnswers(ADA);
    const user = userEvent.setup();
    render(<HeaderAccount />);
    const trigger = await screen.findByRole("button", { name: "Account menu for Ada Lovelace" });
    expect(trigger).toHaveTextContent("AL");
    await user.click(trigger);
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "My Bookings" })).toHaveAttribute(
      "href",
      "/dashboard/bookings",
    );
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "My Bookings",
      "Profile",
      "Log out",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/login" });
  });

  it("shows the photo when there is one and refreshes when a page announces a change", async () => {
    meAnswers(ADA);
    render(<HeaderAccount />);
    await screen.findByRole("button", { name: "Account menu for Ada Lovelace" });
    meAnswers({ ...ADA, profile_image: "/api/files/avatars/0123456789abcdef.jpg" });
    await act(async () => notifyAuthChanged());
    expect(await screen.findByTestId("avatar-photo")).toHaveAttribute(
      "src",
      "/api/files/avatars/0123456789abcdef.jpg",
    );
  });

  it("in the phone menu shows the person's name and e-mail by the avatar, with the same links", async () => {
    meAnswers(ADA);
    const onNavigate = jest.fn();
    const user = userEvent.setup();
    render(<HeaderAccount inPhoneMenu onNavigate={onNavigate} />);
    const section = await screen.findByRole("navigation", { name: "Your account" });
    expect(section).toHaveTextContent("Ada Lovelace");
    expect(section).toHaveTextContent("ada@example.com");
    expect(screen.getByRole("link", { name: "My Bookings" })).toHaveAttribute(
      "href",
      "/dashboard/bookings",
    );
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(onNavigate).toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/login" });
  });
});
