import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegistrationSuccess } from "@/components/drivers/registration-success";
import { REGISTRATION_STORAGE_KEY } from "@/components/drivers/registration-store";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

describe("RegistrationSuccess", () => {
  it("thanks the applicant by name, and 'Back to Home' forgets the stored application", async () => {
    sessionStorage.setItem(
      REGISTRATION_STORAGE_KEY,
      JSON.stringify({ submitted: { first_name: "Dan", last_name: "Driver" }, step2: {} }),
    );
    render(<RegistrationSuccess />);
    expect(
      screen.getByRole("heading", { name: "Application Submitted Successfully!" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Thank you, Dan Driver/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Back to Home" }));
    expect(sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
    expect(push).toHaveBeenCalledWith("/");
  });
});
