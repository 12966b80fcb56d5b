import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

const push = jest.fn();
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => search,
}));
const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toastError(...a),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

const answer = (ok: boolean, body: unknown) => ({ ok, json: async () => body });

beforeEach(() => {
  jest.clearAllMocks();
  search = new URLSearchParams();
});

describe("ForgotPasswordForm", () => {
  it("validates, sends, shows Check your email, and Try again returns to the form", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(answer(true, { success: true, message: "ok" })) as jest.Mock;
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith("Email sent", {
      description:
        "If an account with that email exists, you will receive a password reset link shortly.",
    });
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });

  it("shows the server's message on failure", async () => {
    global.fetch = jest.fn().mockResolvedValue(
      answer(false, {
        success: false,
        message: "Too many password reset requests. Please try again later.",
      }),
    ) as jest.Mock;
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Error", {
        description: "Too many password reset requests. Please try again later.",
      }),
    );
  });
});

describe("ResetPasswordForm", () => {
  it("shows the invalid screen without a token", () => {
    render(<ResetPasswordForm />);
    expect(screen.getByRole("heading", { name: "Invalid or Expired Link" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request New Reset Link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("shows the server's answer at once and asks the API nothing", () => {
    search = new URLSearchParams("token=good-token");
    global.fetch = jest.fn() as jest.Mock;
    const { unmount } = render(
      <ResetPasswordForm
        link={{ kind: "valid", email: "ada@example.com", firstPassword: false }}
      />,
    );
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toBeInTheDocument();
    unmount();
    render(<ResetPasswordForm link={{ kind: "invalid" }} />);
    expect(screen.getByRole("heading", { name: "Invalid or Expired Link" })).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("shows the invalid screen when validation fails", async () => {
    search = new URLSearchParams("token=bad");
    global.fetch = jest.fn().mockResolvedValue(answer(false, { success: false })) as jest.Mock;
    render(<ResetPasswordForm />);
    expect(screen.getByText("Validating reset link...")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Invalid or Expired Link" }),
    ).toBeInTheDocument();
  });

  it("validates the new password, resets, and goes to /login", async () => {
    search = new URLSearchParams("token=good-token");
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(true, { success: true, data: { email: "ada@example.com" } }))
      .mockResolvedValueOnce(answer(true, { success: true })) as jest.Mock;
    const user = userEvent.setup();
    render(<ResetPasswordForm />);
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    await user.type(screen.getByLabelText("New Password"), "short");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(
      await screen.findByText("Password must be at least 8 characters long"),
    ).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("New Password"));
    await user.type(screen.getByLabelText("New Password"), "long-enough");
    await user.type(screen.getByLabelText("Confirm New Password"), "different-one");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith("Error", { description: "Passwords do not match." });
    await user.clear(screen.getByLabelText("Confirm New Password"));
    await user.type(screen.getByLabelText("Confirm New Password"), "long-enough");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/auth/reset-password-with-token");
    expect(JSON.parse(String(init.body))).toEqual({
      token: "good-token",
      newPassword: "long-enough",
    });
  });
});
