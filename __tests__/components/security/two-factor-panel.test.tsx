import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminTwoFactorSettings } from "@/components/security/admin-two-factor-settings";
import { TwoFactorPanel } from "@/components/security/two-factor-panel";
import { TWO_FACTOR_MESSAGES as M, type TwoFactorStatusView } from "@/lib/validations/two-factor";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

const OFF: TwoFactorStatusView = {
  enabled: false,
  enabled_at: null,
  recovery_codes_left: 0,
  required_for_admins: false,
};
const ON: TwoFactorStatusView = {
  enabled: true,
  enabled_at: "2026-11-20T10:00:00.000Z",
  recovery_codes_left: 10,
  required_for_admins: false,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String.fromCharCode(97 + i)}2`);

function answer(status: number, body: Record<string, unknown>) {
  return { ok: status < 400, status, json: async () => body };
}

function enrolmentAnswer() {
  return answer(200, {
    success: true,
    message: M.started,
    data: {
      setup_key: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      otpauth_uri: "otpauth://totp/Site:a%40b.c?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      qr_code: "data:image/svg+xml;base64,PHN2Zy8+",
    },
  });
}

function sentBody(call: number): unknown {
  const init = fetchMock.mock.calls[call]![1] as RequestInit;
  return JSON.parse(String(init.body));
}

describe("TwoFactorPanel", () => {
  it("sets up: QR code and setup key, checks the code, then shows the recovery codes once", async () => {
    const user = userEvent.setup();
    render(<TwoFactorPanel initial={OFF} />);
    expect(screen.getByTestId("two-factor-status")).toHaveTextContent("Off");
    fetchMock.mockResolvedValueOnce(enrolmentAnswer());
    await user.click(screen.getByRole("button", { name: "Enable 2FA" }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/account/two-factor/start");
    expect(screen.getByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      "data:image/svg+xml;base64,PHN2Zy8+",
    );
    expect(screen.getByTestId("setup-key")).toHaveTextContent(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );

    // Checked in the browser first: nothing is sent for a malformed code.
    const field = screen.getByLabelText("Authentication code");
    await user.type(field, "12ab");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(field).toHaveAccessibleDescription(M.codeFormat);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The server's refusal lands on the field.
    fetchMock.mockResolvedValueOnce(
      answer(400, { success: false, message: M.codeWrong, errors: { code: M.codeWrong } }),
    );
    await user.clear(field);
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(sentBody(1)).toEqual({ code: "123456" });
    expect(field).toHaveAccessibleDescription(M.codeWrong);

    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: M.enabled, data: { recovery_codes: CODES } }),
    );
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    const list = screen.getByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByTestId("two-factor-status")).toHaveTextContent("On");
    expect(screen.getByRole("button", { name: "Download codes" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Copy codes" }));
    expect(await navigator.clipboard.readText()).toBe(`${CODES.join("\n")}\n`);
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "I have saved my codes" }));
    // Shown once: gone after confirming they were saved.
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
    expect(screen.getByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  it("turns off with the password and a code, showing each error", async () => {
    const user = userEvent.setup();
    render(<TwoFactorPanel initial={ON} title="Security" />);
    expect(screen.getByRole("heading", { name: "Security" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Turn off 2FA" }));
    const submit = screen.getByRole("button", { name: "Turn off two-factor sign-in" });
    await user.click(submit);
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(
      M.passwordRequired,
    );
    expect(screen.getByLabelText("Authentication or recovery code")).toHaveAccessibleDescription(
      M.disableCodeRequired,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Current password"), "wrong");
    await user.type(screen.getByLabelText("Authentication or recovery code"), "abcde-fghij");
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        success: false,
        message: M.passwordWrong,
        errors: { password: M.passwordWrong },
      }),
    );
    await user.click(submit);
    expect(sentBody(0)).toEqual({ password: "wrong", code: "abcde-fghij" });
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(M.passwordWrong);

    fetchMock.mockResolvedValueOnce(answer(429, { success: false, message: M.limit }));
    await user.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent(M.limit);

    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: M.disabled, data: null }),
    );
    await user.click(submit);
    expect(screen.getByTestId("two-factor-status")).toHaveTextContent("Off");
    expect(screen.getByRole("button", { name: "Enable 2FA" })).toBeInTheDocument();
  });

  it("says when administrators are required to set it up, and shows a failed start", async () => {
    const user = userEvent.setup();
    render(<TwoFactorPanel initial={{ ...OFF, required_for_admins: true }} />);
    expect(screen.getByText(/required for administrator accounts/)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(answer(409, { success: false, message: M.alreadyOn }));
    await user.click(screen.getByRole("button", { name: "Enable 2FA" }));
    expect(screen.getByRole("alert")).toHaveTextContent(M.alreadyOn);
  });
});

describe("AdminTwoFactorSettings", () => {
  it("unlocks 'require for all administrators' once the admin's own 2FA is on, and saves it", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AdminTwoFactorSettings initial={OFF} requireForAdmins={false} />);
    const toggle = screen.getByRole("switch", {
      name: "Require 2FA for all administrator accounts",
    });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/your own account first/);
    unmount();

    render(<AdminTwoFactorSettings initial={ON} requireForAdmins={false} />);
    const enabled = screen.getByRole("switch", {
      name: "Require 2FA for all administrator accounts",
    });
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: "Settings saved", data: {} }),
    );
    await user.click(enabled);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/settings/security");
    expect(sentBody(0)).toEqual({ require_admin_2fa: true });
    expect(enabled).toBeChecked();
  });
});
