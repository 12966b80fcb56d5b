import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PasswordSettings } from "@/components/dashboard/password-settings";
import { PersonalInfoForm } from "@/components/dashboard/personal-info-form";
import { clampCrop, nudgeDirection, nudgeStep } from "@/components/dashboard/crop-image";

const signOut = jest.fn();
jest.mock("next-auth/react", () => ({ signOut: (...args: unknown[]) => signOut(...args) }));
const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toastError(...a),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

const USER = {
  user_id: 7,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone_number: "+447700900123",
  address: "1 Engine Row",
  city: "London",
  state_province: "Greater London",
  zip_postal_code: "W1A 1AA",
  country: "United Kingdom",
  profile_image: null,
};

beforeEach(() => jest.clearAllMocks());

describe("PersonalInfoForm", () => {
  it("is read-only until Edit Profile, and Cancel restores the saved values", async () => {
    const user = userEvent.setup();
    render(<PersonalInfoForm user={USER} />);
    const city = screen.getByLabelText("City");
    expect(city).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    expect(city).not.toHaveAttribute("readonly");
    await user.clear(city);
    await user.type(city, "Leeds");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(city).toHaveValue("London");
    expect(city).toHaveAttribute("readonly");
  });

  it("shows the spec's messages and saves with PUT, returning to read-only", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ success: true, data: { ...USER, city: "Leeds" } }),
    }) as jest.Mock;
    const user = userEvent.setup();
    render(<PersonalInfoForm user={USER} />);
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "123");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Phone number must be at least 10 digits")).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "+447700900123");
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Leeds");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Your profile has been successfully updated."),
    );
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/users/7");
    expect(init.method).toBe("PUT");
    expect(Object.keys(JSON.parse(String(init.body)) as object).sort()).toEqual([
      "address",
      "city",
      "country",
      "email",
      "first_name",
      "last_name",
      "phone_number",
      "state_province",
      "zip_postal_code",
    ]);
    expect(screen.getByLabelText("City")).toHaveAttribute("readonly");
  });
});

describe("PasswordSettings", () => {
  it("opens and closes, validates, and signs out after a change", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ success: true, data: null }),
    }) as jest.Mock;
    const user = userEvent.setup();
    render(<PasswordSettings userId={7} />);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await user.type(screen.getByLabelText("Current Password"), "old-secret");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(screen.getByLabelText("Current Password")).toHaveValue("");
    await user.type(screen.getByLabelText("Current Password"), "old-secret");
    await user.type(screen.getByLabelText("New Password"), "new-secret");
    await user.type(screen.getByLabelText("Confirm New Password"), "other-secret");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Confirm New Password"));
    await user.type(screen.getByLabelText("Confirm New Password"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/login" }));
    expect(toastSuccess).toHaveBeenCalledWith("Your password has been successfully updated.");
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      userId: 7,
      currentPassword: "old-secret",
      newPassword: "new-secret",
    });
  });

  it("shows the server's message and stays signed in on failure", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      json: async () => ({ success: false, message: "Current password is incorrect" }),
    }) as jest.Mock;
    const user = userEvent.setup();
    render(<PasswordSettings userId={7} />);
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await user.type(screen.getByLabelText("Current Password"), "wrong-secret");
    await user.type(screen.getByLabelText("New Password"), "new-secret");
    await user.type(screen.getByLabelText("Confirm New Password"), "new-secret");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Current password is incorrect"));
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe("crop keyboard nudging", () => {
  it("moves 1, 10 with Shift and 100 with Ctrl or Cmd", () => {
    expect(nudgeStep({ shiftKey: false, ctrlKey: false, metaKey: false })).toBe(1);
    expect(nudgeStep({ shiftKey: true, ctrlKey: false, metaKey: false })).toBe(10);
    expect(nudgeStep({ shiftKey: false, ctrlKey: true, metaKey: false })).toBe(100);
    expect(nudgeStep({ shiftKey: true, ctrlKey: false, metaKey: true })).toBe(100);
    expect(nudgeDirection("ArrowLeft")).toEqual({ x: -1, y: 0 });
    expect(nudgeDirection("a")).toBeNull();
  });

  it("keeps the image covering the crop area", () => {
    const media = { width: 400, height: 300 };
    const crop = { width: 300, height: 300 };
    expect(clampCrop({ x: 500, y: 10 }, media, crop, 1)).toEqual({ x: 50, y: 0 });
    expect(clampCrop({ x: -500, y: 100 }, media, crop, 2)).toEqual({ x: -250, y: 100 });
  });
});

describe("LogoutEverywhere", () => {
  it("ends every session, then signs this browser out", async () => {
    const { LogoutEverywhere } = await import("@/components/dashboard/logout-everywhere");
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ success: true, data: null }),
    }) as jest.Mock;
    render(<LogoutEverywhere />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out of all devices" }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: "/login" }));
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/auth/logout-all",
      expect.objectContaining({ method: "POST" }),
    );
  });
});
