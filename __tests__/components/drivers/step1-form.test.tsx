import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DriverStep1Form } from "@/components/drivers/step1-form";
import { REGISTRATION_STORAGE_KEY } from "@/components/drivers/registration-store";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

const stored = () => JSON.parse(sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? "{}");

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

describe("DriverStep1Form", () => {
  it("shows the spec's required messages", async () => {
    render(<DriverStep1Form />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue" }));
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(push).not.toHaveBeenCalled();
  });

  it("says when the e-mail or the phone number is malformed", async () => {
    const user = userEvent.setup();
    render(<DriverStep1Form />);
    await user.type(screen.getByLabelText("First name"), "Dan");
    await user.type(screen.getByLabelText("Last name"), "Driver");
    await user.type(screen.getByLabelText("Email"), "dan@nowhere");
    await user.type(screen.getByLabelText("Phone number"), "12345");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Invalid email format")).toBeInTheDocument();
    expect(screen.getByText("Invalid phone number format")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("keeps what was typed in sessionStorage, restores it after a reload and continues to step 2", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DriverStep1Form />);
    await user.type(screen.getByLabelText("First name"), "Dan");
    await user.type(screen.getByLabelText("Last name"), "Driver");
    await user.type(screen.getByLabelText("Email"), "dan@example.com");
    await user.type(screen.getByLabelText("Phone number"), "7700 900456");
    await waitFor(() => expect(stored().step1?.email).toBe("dan@example.com"));
    unmount();

    render(<DriverStep1Form />);
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveValue("Dan"));
    expect(screen.getByLabelText("Email")).toHaveValue("dan@example.com");
    // The stored number splits back into its calling code and the national format.
    // (formatted once libphonenumber-js has loaded, after the first paint).
    await waitFor(() => expect(screen.getByLabelText("Phone number")).toHaveValue("07700 900456"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/driver-details"));
    expect(stored().step1).toEqual({
      first_name: "Dan",
      last_name: "Driver",
      email: "dan@example.com",
      phone_number: "+44 7700 900456",
    });
  });
});
