import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { PersonalInfoForm } from "@/components/partners/account/personal-info-form";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body });

const initial = {
  first_name: "Claire",
  last_name: "Bennett",
  email: "claire@aurora.example",
  phone_number: "+447700900456",
};
const section = () => screen.getByRole("region", { name: "Personal Information" });

describe("PersonalInfoForm", () => {
  it("shows the saved values and refuses blanks before sending", async () => {
    const user = userEvent.setup();
    render(<PersonalInfoForm initial={initial} pendingEmail={null} />);
    expect(screen.getByLabelText("Email")).toHaveValue("claire@aurora.example");
    await user.clear(screen.getByLabelText("First name"));
    await user.clear(screen.getByLabelText("Last name"));
    await user.click(within(section()).getByRole("button", { name: "Save Changes" }));
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription(M.firstName);
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription(M.lastName);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves name and phone with PUT and says so", async () => {
    const user = userEvent.setup();
    answer(200, {
      success: true,
      message: M.personalSaved,
      data: { personal: { ...initial, first_name: "Clara" }, pending_email: null, company: {} },
    });
    render(<PersonalInfoForm initial={initial} pendingEmail={null} />);
    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("First name"), "Clara");
    await user.click(within(section()).getByRole("button", { name: "Save Changes" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner/account/personal");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: "Clara",
      last_name: "Bennett",
      phone_number: "+447700900456",
    });
    expect(toast.success).toHaveBeenCalledWith(M.personalSaved);
  });

  it("Verify sends the new address and tells where the link went; the server's error shows on the field", async () => {
    const user = userEvent.setup();
    render(<PersonalInfoForm initial={initial} pendingEmail={null} />);
    const verify = screen.getByRole("button", { name: "Verify" });
    expect(verify).toBeDisabled();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "taken@aurora.example");
    answer(409, {
      success: false,
      message: "An account with this email already exists",
      errors: { email: "An account with this email already exists" },
    });
    await user.click(verify);
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      /An account with this email already exists/,
    );
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "new@aurora.example");
    answer(202, {
      success: true,
      message: M.verificationSent,
      data: { pending_email: "new@aurora.example" },
    });
    await user.click(verify);
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({
      email: "new@aurora.example",
    });
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      /A verification link was sent to new@aurora.example/,
    );
    expect(toast.success).toHaveBeenCalledWith(M.verificationSent);
  });

  it("refuses a malformed address without sending", async () => {
    const user = userEvent.setup();
    render(<PersonalInfoForm initial={initial} pendingEmail="later@aurora.example" />);
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(/later@aurora.example/);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(/Invalid email address/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
