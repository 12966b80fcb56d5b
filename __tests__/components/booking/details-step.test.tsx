import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DetailsStep } from "@/components/booking/details-step";
import { DRAFT_STORAGE_KEY } from "@/components/booking/draft-store";
import { TWO_FACTOR_MESSAGES } from "@/lib/two-factor-messages";

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace }),
  useSearchParams: () => new URLSearchParams("booking_id=d-1"),
}));
const signIn = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const { toast } = jest.requireMock<{ toast: { error: jest.Mock } }>("sonner");

const draft = {
  id: "d-1",
  status: "Pending",
  bookingType: "hourly",
  destinationCountry: "uk",
  pickupLocation: "Tower of London, London EC3N 4AB, United Kingdom",
  date: "2030-01-01",
  time: "09:30:00",
  passengers: 1,
  luggage: 0,
  duration: 5,
  rideArea: "outside",
  serviceType: "business_class",
  pricePence: 37500,
};

describe("DetailsStep", () => {
  beforeEach(() => {
    replace.mockReset();
    signIn.mockReset();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 201,
      json: async () => ({ success: true, data: { booking_id: 9, return_booking: null } }),
    })) as unknown as typeof fetch;
  });

  it("signs an existing customer in with e-mail and password, creates the booking and replaces the URL with /payment", async () => {
    signIn.mockResolvedValue({ ok: true, error: null });
    render(<DetailsStep user={null} />);
    expect(screen.getByRole("heading", { name: "Your ride" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "I have an account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "kim@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment?booking_id=9"));
    expect(signIn).toHaveBeenCalledWith("credentials", {
      email: "kim@example.com",
      password: "secret-1",
      redirect: false,
    });
    const body = JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body));
    expect(body).toMatchObject({
      booking_type: "hourly",
      number_of_hours: 5,
      ride_area: "outside",
      is_self_booking: true,
    });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("asks an account with two-factor sign-in for its code, then books; a wrong code books nothing", async () => {
    signIn
      .mockResolvedValueOnce({ ok: false, error: TWO_FACTOR_MESSAGES.required })
      .mockResolvedValueOnce({ ok: false, error: TWO_FACTOR_MESSAGES.invalid })
      .mockResolvedValueOnce({ ok: true, error: null });
    render(<DetailsStep user={null} />);
    fireEvent.click(screen.getByRole("radio", { name: "I have an account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "pat@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    const code = await screen.findByLabelText("Authentication code");
    expect(document.querySelector('form[aria-label="Passenger details"]')).not.toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalid)).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment?booking_id=9"));
    expect(signIn).toHaveBeenLastCalledWith("credentials", {
      email: "pat@example.com",
      password: "secret-1",
      code: "123456",
      redirect: false,
    });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it("'Start over' in the code step brings back the details as they were typed", async () => {
    signIn.mockResolvedValueOnce({ ok: false, error: TWO_FACTOR_MESSAGES.required });
    render(<DetailsStep user={null} />);
    fireEvent.click(screen.getByRole("radio", { name: "I have an account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "pat@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    fireEvent.click(await screen.findByRole("button", { name: "Start over" }));
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Passenger details" })).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveValue("pat@example.com");
  });

  it("stops on a failed sign-in without creating a booking", async () => {
    signIn.mockResolvedValue({ ok: false, error: "CredentialsSignin" });
    render(<DetailsStep user={null} />);
    fireEvent.click(screen.getByRole("radio", { name: "I have an account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "kim@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(global.fetch).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it("asks a signed-in customer nothing about accounts but needs another passenger's details", async () => {
    render(
      <DetailsStep user={{ first_name: "Kim", last_name: "Known", email: "kim@example.com" }} />,
    );
    expect(screen.queryByRole("radio", { name: "I have an account" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Book for another passenger" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText("Passenger first name is required")).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("shows the spec's 'Failed to create user account' when registration is refused, and books nothing", async () => {
    global.fetch = jest.fn(async () => ({
      status: 409,
      ok: false,
      json: async () => ({ success: false, message: "An account with this email already exists" }),
    })) as unknown as typeof fetch;
    render(<DetailsStep user={null} />);
    fireEvent.click(screen.getByRole("radio", { name: "Create a new account" }));
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Kim" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Known" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "kim@example.com" } });
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "7700900123" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret-12" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "secret-12" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to create user account", {
        description: "An account with this email already exists",
      }),
    );
    expect(signIn).not.toHaveBeenCalled();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
  });

  it("after Continue to payment with an error, focuses and scrolls to the first invalid field", async () => {
    const scrolled = jest.spyOn(HTMLElement.prototype, "scrollIntoView");
    render(<DetailsStep user={null} />);
    fireEvent.click(screen.getByRole("radio", { name: "I have an account" }));
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email is required");
    expect(scrolled).toHaveBeenCalledWith({ block: "center" });
    expect(scrolled.mock.contexts[0]).toBe(email);
    scrolled.mockRestore();
  });

  it("takes the other passenger's international phone with its country code, stored in E.164", async () => {
    render(
      <DetailsStep user={{ first_name: "Kim", last_name: "Known", email: "kim@example.com" }} />,
    );
    fireEvent.click(screen.getByRole("radio", { name: "Book for another passenger" }));
    fireEvent.change(screen.getByLabelText("Passenger title"), { target: { value: "ms" } });
    fireEvent.change(screen.getByLabelText("Passenger first name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Passenger last name"), { target: { value: "Lee" } });
    fireEvent.change(screen.getByLabelText("Passenger email"), {
      target: { value: "ada@example.com" },
    });
    expect(screen.getByRole("combobox", { name: "Passenger country code" })).toHaveTextContent(
      "+44 (UK)",
    );
    const phone = screen.getByLabelText("Passenger phone");
    fireEvent.change(phone, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription("Invalid phone number");
    expect(global.fetch).not.toHaveBeenCalled();

    fireEvent.change(phone, { target: { value: "+1 604 555 0142" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/payment?booking_id=9"));
    const body = JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body));
    expect(body).toMatchObject({
      is_self_booking: false,
      guest_title: "ms",
      guest_phone_number: "+1 604 555 0142",
    });
  });

  it("moves the focus to the step's heading", async () => {
    render(<DetailsStep user={null} />);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Passenger details" })).toHaveFocus(),
    );
  });

  it("past the registration limit says how long to wait, not 'Failed to create user account'", async () => {
    const wait =
      "Too many registration attempts from your network. Please try again in 37 minutes.";
    toast.error.mockClear();
    global.fetch = jest.fn(async () => ({
      status: 429,
      ok: false,
      json: async () => ({ success: false, message: wait }),
    })) as unknown as typeof fetch;
    render(<DetailsStep user={null} />);
    fireEvent.click(screen.getByRole("radio", { name: "Create a new account" }));
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Kim" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Known" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "kim@example.com" } });
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "7700900123" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret-12" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "secret-12" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wait, { description: undefined }));
    expect(toast.error).not.toHaveBeenCalledWith(
      "Failed to create user account",
      expect.anything(),
    );
    expect(signIn).not.toHaveBeenCalled();
  });
});
