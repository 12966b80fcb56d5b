import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";
import { TWO_FACTOR_MESSAGES as M } from "@/lib/validations/two-factor";

const replace = jest.fn();
const refresh = jest.fn();
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, refresh, push: jest.fn() }),
  useSearchParams: () => search,
}));
const fullLoad = jest.fn();
jest.mock("@/components/auth/full-page-load", () => ({
  openWithFullLoad: (...args: unknown[]) => fullLoad(...args),
}));
const signIn = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
const submitPendingBookingDraft = jest.fn();
jest.mock("@/components/booking/pending-draft", () => ({
  submitPendingBookingDraft: () => submitPendingBookingDraft(),
}));
const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toastError(...a),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

function meAnswers(role: string | null) {
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ success: true, data: role ? { role } : null }),
  }) as jest.Mock;
}

async function logIn(email = "ada@example.com", password = "secret-pass") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

beforeEach(() => {
  jest.clearAllMocks();
  search = new URLSearchParams();
  submitPendingBookingDraft.mockResolvedValue(null);
});

describe("LoginForm with two-factor sign-in on", () => {
  const required = { ok: false, error: M.required };

  it("asks for the code after the password, shows wrong and reused codes, then signs in", async () => {
    const user = userEvent.setup();
    meAnswers("partner");
    signIn.mockResolvedValueOnce(required);
    render(<LoginForm />);
    await logIn();
    const field = await screen.findByLabelText("Authentication code");
    expect(field).toHaveFocus();
    expect(toastError).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(field).toHaveAccessibleDescription(M.codeRequired);
    expect(signIn).toHaveBeenCalledTimes(1);

    signIn.mockResolvedValueOnce({ ok: false, error: M.invalid });
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(signIn).toHaveBeenLastCalledWith("credentials", {
      email: "ada@example.com",
      password: "secret-pass",
      code: "123456",
      redirect: false,
    });
    expect(await screen.findByLabelText("Authentication code")).toHaveAccessibleDescription(
      M.invalid,
    );

    signIn.mockResolvedValueOnce({ ok: false, error: M.limit });
    await user.type(screen.getByLabelText("Authentication code"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByLabelText("Authentication code")).toHaveAccessibleDescription(
      M.limit,
    );

    signIn.mockResolvedValueOnce({ ok: true, error: null });
    await user.type(screen.getByLabelText("Authentication code"), "111 222");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/partner-dashboard"));
    expect(signIn).toHaveBeenLastCalledWith(
      "credentials",
      expect.objectContaining({ code: "111 222" }),
    );
  });

  it("takes a recovery code instead, and can start over", async () => {
    const user = userEvent.setup();
    meAnswers("admin");
    signIn.mockResolvedValueOnce(required);
    render(<LoginForm />);
    await logIn();
    await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    signIn.mockResolvedValueOnce({ ok: true, error: null });
    await user.type(screen.getByLabelText("Recovery code"), "abcde-fghij");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith("/admin"));
    expect(signIn).toHaveBeenLastCalledWith(
      "credentials",
      expect.objectContaining({ code: "abcde-fghij" }),
    );
  });

  it("goes back to the password when it no longer works", async () => {
    const user = userEvent.setup();
    signIn.mockResolvedValueOnce(required);
    render(<LoginForm />);
    await logIn();
    await user.click(await screen.findByRole("button", { name: "Start over" }));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    signIn.mockResolvedValueOnce(required);
    await user.click(screen.getByRole("button", { name: "Log in" }));
    signIn.mockResolvedValueOnce({ ok: false, error: "CredentialsSignin" });
    await user.type(await screen.findByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Invalid email or password."));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
  });
});
