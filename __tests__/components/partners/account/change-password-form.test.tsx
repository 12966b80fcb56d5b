import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ChangePasswordForm } from "@/components/partners/account/change-password-form";
import { ACCOUNT_MESSAGES } from "@/lib/settings/account";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { installFetchMock } from "@test/fetch-mock";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current Password"), current);
  await user.type(screen.getByLabelText("New Password"), next);
  await user.type(screen.getByLabelText("Confirm New Password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("ChangePasswordForm", () => {
  it("refuses a short or unconfirmed new password before sending", async () => {
    render(<ChangePasswordForm />);
    await fill("old-password", "short", "other");
    expect(screen.getByLabelText("New Password")).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.newTooShort,
    );
    expect(screen.getByLabelText("Confirm New Password")).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.mismatch,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a wrong current password on its field", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 400,
      json: async () => ({
        success: false,
        message: "Current password is incorrect",
        errors: { currentPassword: "Current password is incorrect" },
      }),
    });
    render(<ChangePasswordForm />);
    await fill("wrong-password", "new-password-1", "new-password-1");
    expect(screen.getByLabelText("Current Password")).toHaveAccessibleDescription(
      "Current password is incorrect",
    );
  });

  it("changes the password with PUT, says the other sessions ended and clears the fields", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({ success: true, message: M.passwordUpdated, data: null }),
    });
    render(<ChangePasswordForm />);
    await fill("old-password", "new-password-1", "new-password-1");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner/account/password");
    expect(init.method).toBe("PUT");
    expect(toast.success).toHaveBeenCalledWith(M.passwordUpdated);
    expect(screen.getByLabelText("Current Password")).toHaveValue("");
  });
});
