import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

const push = jest.fn();
const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace, refresh }),
  useSearchParams: () => new URLSearchParams("token=invite-token"),
}));
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: jest.fn(), success: (...a: unknown[]) => toastSuccess(...a) },
}));
const signIn = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: (...a: unknown[]) => signIn(...a) }));

const answer = (body: unknown) => ({ ok: true, json: async () => body });
const firstPassword = {
  success: true,
  message: "Your password has been set.",
  data: { email: "dana@example.com", home: "/driver-dashboard", first_password: true },
};

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
  global.fetch = jest.fn().mockResolvedValue(answer(firstPassword)) as jest.Mock;
});

async function setPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New Password"), "dana-drives-2026");
  await user.type(screen.getByLabelText("Confirm New Password"), "dana-drives-2026");
  await user.click(screen.getByRole("button", { name: "Set password" }));
}

describe("the set-password form (an invited account's first password)", () => {
  const link = { kind: "valid", email: "dana@example.com", firstPassword: true } as const;

  it("names the account, speaks of setting a password, signs in and opens the person's area", async () => {
    signIn.mockResolvedValue({ ok: true, error: null });
    render(<ResetPasswordForm link={link} purpose="set" />);
    expect(screen.getByText(/Setting the password for/)).toHaveTextContent("dana@example.com");
    expect(screen.queryByRole("button", { name: "Reset Password" })).not.toBeInTheDocument();
    await setPassword();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/driver-dashboard"));
    expect(signIn).toHaveBeenCalledWith("credentials", {
      email: "dana@example.com",
      password: "dana-drives-2026",
      redirect: false,
    });
    expect(toastSuccess).toHaveBeenCalledWith("Password set", {
      description: "Welcome! You are signed in.",
    });
    expect(push).not.toHaveBeenCalledWith("/login");
  });

  it("when the sign-in is refused, opens the login with the e-mail filled in", async () => {
    signIn.mockResolvedValue({ ok: false, error: "CredentialsSignin" });
    render(<ResetPasswordForm link={link} purpose="set" />);
    await setPassword();
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/login?callbackUrl=%2Fdriver-dashboard"),
    );
    expect(window.sessionStorage.getItem("registered-email")).toBe("dana@example.com");
  });

  it("an older /reset-password link to an account without a password reads as setting one", () => {
    render(<ResetPasswordForm link={link} />);
    expect(screen.getByRole("button", { name: "Set password" })).toBeInTheDocument();
  });

  it("a dead invitation link says so in the same words", () => {
    render(<ResetPasswordForm link={{ kind: "invalid" }} purpose="set" />);
    expect(screen.getByText(/This link to set your password is invalid/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});
