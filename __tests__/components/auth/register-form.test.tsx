import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegisterForm } from "@/components/auth/register-form";

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

const VALUES: [string, string][] = [
  ["First name", "Ada"],
  ["Last name", "Lovelace"],
  ["Email", "ada@example.com"],
  ["Phone number", "+447700900123"],
  ["Address", "1 Engine Row"],
  ["City", "London"],
  ["State/Province", "Greater London"],
  ["ZIP/Postal code", "W1A 1AA"],
  ["Country", "United Kingdom"],
  ["Password", "secret1"],
];

async function fill(confirm: string) {
  const user = userEvent.setup();
  for (const [label, value] of VALUES)
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  await user.type(screen.getByLabelText("Confirm password"), confirm);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

beforeEach(() => {
  jest.clearAllMocks();
  search = new URLSearchParams();
});

describe("RegisterForm", () => {
  it("posts, so a press before the page's script runs never puts the password in the address", () => {
    const { container } = render(<RegisterForm />);
    expect(container.querySelector("form")).toHaveAttribute("method", "post");
  });

  it("shows every required message", async () => {
    render(<RegisterForm />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create account" }));
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Address is required",
      "City is required",
      "State/Province is required",
      "ZIP/Postal code is required",
      "Country is required",
      "Password is required",
      "Please confirm your password",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("flags a mismatch on the field and in a toast", async () => {
    global.fetch = jest.fn() as jest.Mock;
    render(<RegisterForm />);
    await fill("different");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith("Passwords do not match", {
      description: "Please ensure both passwords match",
    });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("posts the payload without the confirmation and goes to /login with booking_id", async () => {
    search = new URLSearchParams("booking_id=9");
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ success: true, data: { user_id: 1, email: "ada@example.com" } }),
    }) as jest.Mock;
    render(<RegisterForm />);
    await fill("secret1");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login?booking_id=9"));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/register");
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty("confirmPassword");
    expect(body).not.toHaveProperty("role");
    expect(body).toMatchObject({
      first_name: "Ada",
      email: "ada@example.com",
      password: "secret1",
    });
    expect(toastSuccess).toHaveBeenCalledWith("Registration successful", expect.anything());
  });

  it("shows the server's message under 'Registration failed'", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      json: async () => ({
        success: false,
        message: "An account with this email already exists",
      }),
    }) as jest.Mock;
    render(<RegisterForm />);
    await fill("secret1");
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Registration failed", {
        description: "An account with this email already exists",
      }),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("hands the new address to /login through this tab's storage, not the URL", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 201,
      json: async () => ({ success: true, data: { user_id: 1, email: "ada@example.com" } }),
    }) as jest.Mock;
    render(<RegisterForm />);
    await fill("secret1");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
    expect(window.sessionStorage.getItem("registered-email")).toBe("ada@example.com");
  });

  it("past the registration limit shows the wait in minutes on the form, not 'Registration failed'", async () => {
    const wait =
      "Too many registration attempts from your network. Please try again in 37 minutes.";
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 429,
      json: async () => ({ success: false, message: wait }),
    }) as jest.Mock;
    render(<RegisterForm />);
    await fill("secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent(wait);
    expect(toastError).toHaveBeenCalledWith(wait);
    expect(toastError).not.toHaveBeenCalledWith("Registration failed", expect.anything());
    expect(push).not.toHaveBeenCalled();
  });
});
