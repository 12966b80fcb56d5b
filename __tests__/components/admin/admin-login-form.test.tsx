import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { TWO_FACTOR_MESSAGES as M } from "@/lib/validations/two-factor";

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn() }),
  useSearchParams: () => new URLSearchParams("callbackUrl=/admin/bookings"),
}));
const fullLoad = jest.fn();
jest.mock("@/components/auth/full-page-load", () => ({
  openWithFullLoad: (...args: unknown[]) => fullLoad(...args),
}));
const signIn = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
const toastError = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "admin@example.com");
  await user.type(screen.getByLabelText("Password"), "admin-password");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
}

describe("AdminLoginForm with two-factor sign-in", () => {
  it("posts, so a Sign In pressed before the page's script runs never puts the password in the address", () => {
    const { container } = render(<AdminLoginForm />);
    expect(container.querySelector("form")).toHaveAttribute("method", "post");
  });

  it("asks for the code after the password and signs in to the console with it", async () => {
    signIn.mockResolvedValueOnce({ ok: false, error: M.required });
    render(<AdminLoginForm />);
    const user = await passwordStep();
    const field = await screen.findByLabelText("Authentication code");
    expect(toastError).not.toHaveBeenCalled();
    signIn.mockResolvedValueOnce({ ok: false, error: M.invalid });
    await user.type(field, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByLabelText("Authentication code")).toHaveAccessibleDescription(
      M.invalid,
    );
    signIn.mockResolvedValueOnce({ ok: true, error: null });
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith("/admin/bookings"));
    expect(signIn).toHaveBeenLastCalledWith("credentials", {
      email: "admin@example.com",
      password: "admin-password",
      portal: "admin",
      code: "123456",
      redirect: false,
    });
  });

  it("takes a recovery code instead", async () => {
    signIn.mockResolvedValueOnce({ ok: false, error: M.required });
    render(<AdminLoginForm />);
    const user = await passwordStep();
    await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByLabelText("Recovery code")).toHaveAccessibleDescription(
      "Enter one of your recovery codes",
    );
    signIn.mockResolvedValueOnce({ ok: true, error: null });
    await user.type(screen.getByLabelText("Recovery code"), "abcde-fghij");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith("/admin/bookings"));
  });

  it("still reports a wrong password as before", async () => {
    signIn.mockResolvedValueOnce({ ok: false, error: "CredentialsSignin" });
    render(<AdminLoginForm />);
    await passwordStep();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Login Failed", {
        description: "Invalid email or password",
      }),
    );
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
  });
});
