import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";

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

describe("LoginForm", () => {
  it("posts, so a Log in pressed before the page's script runs never puts the password in the address", () => {
    const { container } = render(<LoginForm />);
    expect(container.querySelector("form")).toHaveAttribute("method", "post");
  });

  it("shows the spec's validation messages and does not sign in", async () => {
    render(<LoginForm />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText("Email"), "nope");
    await userEvent.setup().click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ["customer", "/dashboard"],
    ["admin", "/admin"],
    ["driver", "/driver-dashboard"],
  ])("sends a %s to %s after a successful login", async (role, destination) => {
    signIn.mockResolvedValue({ ok: true, error: null });
    meAnswers(role);
    render(<LoginForm />);
    await logIn();
    // The console opens with a full load (its layout may redirect the new session).
    const navigated = role === "admin" ? fullLoad : replace;
    await waitFor(() => expect(navigated).toHaveBeenCalledWith(destination));
    expect(signIn).toHaveBeenCalledWith("credentials", {
      email: "ada@example.com",
      password: "secret-pass",
      redirect: false,
    });
    expect(toastSuccess).toHaveBeenCalledWith("Login successful", { description: "Welcome back!" });
  });

  it("follows a pending booking's redirect, or toasts its error and goes on", async () => {
    signIn.mockResolvedValue({ ok: true, error: null });
    meAnswers("customer");
    submitPendingBookingDraft.mockResolvedValueOnce({ redirectTo: "/payment?booking_id=7" });
    const { unmount } = render(<LoginForm />);
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment?booking_id=7"));
    unmount();
    replace.mockClear();
    submitPendingBookingDraft.mockResolvedValueOnce({ error: "Missing required fields: Price" });
    render(<LoginForm />);
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard"));
    expect(toastError).toHaveBeenCalledWith("Missing required fields: Price");
  });

  it("honours a same-origin callbackUrl only", async () => {
    signIn.mockResolvedValue({ ok: true, error: null });
    meAnswers("customer");
    search = new URLSearchParams("callbackUrl=/dashboard/profile");
    const { unmount } = render(<LoginForm />);
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard/profile"));
    unmount();
    replace.mockClear();
    search = new URLSearchParams("callbackUrl=//evil.example/steal");
    render(<LoginForm />);
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard"));
  });

  it("shows 'Invalid email or password.' when the check fails, and our own messages as they are", async () => {
    signIn.mockResolvedValueOnce({ ok: false, error: "CredentialsSignin" });
    render(<LoginForm />);
    await logIn();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Invalid email or password."));
    signIn.mockResolvedValueOnce({
      ok: false,
      error: "Too many login attempts. Please try again later.",
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Too many login attempts. Please try again later."),
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it("carries booking_id to the Sign up link", () => {
    search = new URLSearchParams("booking_id=42");
    render(<LoginForm />);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/register?booking_id=42",
    );
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("straight after registering, fills in the new address, says the account was created and moves to the password", async () => {
    window.sessionStorage.setItem("registered-email", "ada@example.com");
    render(<LoginForm />);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your account was created. Log in with ada@example.com and your new password.",
    );
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    await waitFor(() => expect(screen.getByLabelText("Password")).toHaveFocus());
    // Once read it is forgotten: a later visit to /login starts empty.
    expect(window.sessionStorage.getItem("registered-email")).toBeNull();
  });

  it("says nothing about a new account on an ordinary visit", () => {
    render(<LoginForm />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });
});
