import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountStepForm } from "@/components/partners/registration/account-step-form";
import { CompanyStepForm } from "@/components/partners/registration/company-step-form";
import { ContactStepForm } from "@/components/partners/registration/contact-step-form";
import { PartnerBenefits } from "@/components/partners/registration/partner-benefits";
import { RegistrationProgress } from "@/components/partners/registration/registration-progress";
import { PARTNER_REGISTRATION_KEY } from "@/components/partners/registration/registration-storage";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));
const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toastError(...a),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

const CONTACT = {
  contactPersonName: "Claire Bennett",
  contactPersonEmail: "claire@bennett.example",
  contactPersonPhone: "+44 7700 900456",
};
const COMPANY = {
  companyName: "Bennett Executive Travel",
  companyPhone: "+44 20 7946 0001",
  companyAddress: "1 Demo Road, London",
  companyRegistration: "09876543",
};
const stored = () => JSON.parse(sessionStorage.getItem(PARTNER_REGISTRATION_KEY) ?? "{}");

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

describe("partner registration steps", () => {
  it("step 1 shows each required message, then stores the contact and continues", async () => {
    const user = userEvent.setup();
    render(<ContactStepForm />);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    for (const message of [
      "Contact person name is required",
      "Contact email is required",
      "Contact phone number is required",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Contact person name"), CONTACT.contactPersonName);
    await user.type(screen.getByLabelText("Contact email"), "not-an-email");
    await user.type(screen.getByLabelText("Contact phone number"), "7700 900456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Contact email"));
    await user.type(screen.getByLabelText("Contact email"), CONTACT.contactPersonEmail);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/partner-company-details"));
    expect(stored().contact).toMatchObject({
      contactPersonName: CONTACT.contactPersonName,
      contactPersonEmail: CONTACT.contactPersonEmail,
    });
  });

  it("step 2 without step 1 sends the visitor back to the start with the spec's message", async () => {
    render(<CompanyStepForm />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/partner-registration"));
    expect(toastError).toHaveBeenCalledWith(
      "Please start from the beginning of the registration process.",
    );
  });

  it("step 2 requires every company field and stores them", async () => {
    sessionStorage.setItem(PARTNER_REGISTRATION_KEY, JSON.stringify({ contact: CONTACT }));
    const user = userEvent.setup();
    render(<CompanyStepForm />);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    for (const message of [
      "Company name is required",
      "Company phone number is required",
      "Company address is required",
      "Company registration number is required",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Company name"), COMPANY.companyName);
    await user.type(screen.getByLabelText("Company phone number"), "20 7946 0001");
    await user.type(screen.getByLabelText("Company address"), COMPANY.companyAddress);
    await user.type(screen.getByLabelText("Company registration number"), "09876543");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/partner-signup"));
    expect(stored()).toMatchObject({
      contact: CONTACT,
      company: { companyName: COMPANY.companyName },
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it("step 3 without the earlier steps shows the error and redirects", async () => {
    render(<AccountStepForm />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/partner-registration"));
    expect(toastError).toHaveBeenCalledWith(
      "Please start from the beginning of the registration process.",
    );
  });

  it("step 3 shows the spec's messages, including the mismatch", async () => {
    sessionStorage.setItem(
      PARTNER_REGISTRATION_KEY,
      JSON.stringify({ contact: CONTACT, company: COMPANY }),
    );
    global.fetch = jest.fn() as jest.Mock;
    const user = userEvent.setup();
    render(<AccountStepForm />);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    for (const message of [
      "Email is required",
      "Password is required",
      "Please confirm your password",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "bad");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "limousine-2026");
    await user.type(screen.getByLabelText("Confirm password"), "limousine-2027");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords do not match.")).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith("Passwords do not match.");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  async function submitAccount() {
    sessionStorage.setItem(
      PARTNER_REGISTRATION_KEY,
      JSON.stringify({ contact: CONTACT, company: COMPANY }),
    );
    const user = userEvent.setup();
    render(<AccountStepForm />);
    await user.type(screen.getByLabelText("Email"), "partner@bennett.example");
    await user.type(screen.getByLabelText("Password"), "limousine-2026");
    await user.type(screen.getByLabelText("Confirm password"), "limousine-2026");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
  }

  it("step 3 sends all three steps, clears the stored answers and goes to /login", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 201,
      json: async () => ({ success: true, message: "ok", data: { partner_id: 1 } }),
    }) as jest.Mock;
    await submitAccount();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partners/register");
    expect(JSON.parse(String(init.body))).toEqual({
      ...CONTACT,
      ...COMPANY,
      email: "partner@bennett.example",
      password: "limousine-2026",
      confirmPassword: "limousine-2026",
    });
    expect(toastSuccess).toHaveBeenCalledWith(
      "Registration received! Your partner account is under review; we will e-mail you once it is approved.",
    );
    expect(toastSuccess).not.toHaveBeenCalledWith(expect.stringContaining("You can now log in"));
    expect(sessionStorage.getItem(PARTNER_REGISTRATION_KEY)).toBeNull();
  });

  it("step 3 shows a taken e-mail under the field and keeps the answers", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 409,
      json: async () => ({ success: false, message: "An account with this email already exists." }),
    }) as jest.Mock;
    await submitAccount();
    expect(
      await screen.findByText("An account with this email already exists."),
    ).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(stored().company).toBeDefined();
  });

  it("step 3 says 'Failed to create account. Please try again.' when the server fails", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("offline")) as jest.Mock;
    await submitAccount();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to create account. Please try again."),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("the stepper marks earlier steps done and the bar reads the step", () => {
    render(<RegistrationProgress current={3} />);
    expect(screen.getByRole("progressbar", { name: "Step 3 of 3" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(screen.getByText("Contact Details")).toHaveTextContent("Contact Details (done)");
    expect(screen.getByText("Company Details")).toHaveTextContent("Company Details (done)");
  });

  it("the first step's marketing shows the base hourly rates in pounds and the vehicle rule", () => {
    render(<PartnerBenefits />);
    expect(screen.getByText("£60.00/hr")).toBeInTheDocument();
    expect(screen.getAllByText("£90.00/hr")).toHaveLength(2);
    expect(screen.getByText("Vehicles must be at most 3 years old.")).toBeInTheDocument();
  });
});
