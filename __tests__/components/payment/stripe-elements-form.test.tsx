import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import StripeElementsForm from "@/components/payment/stripe-elements-form";

const confirmPayment = jest.fn();
jest.mock("@stripe/stripe-js", () => ({ loadStripe: jest.fn(() => Promise.resolve(null)) }));
jest.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  PaymentElement: () => <div>Payment Element</div>,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({ success: true }),
  }) as unknown as typeof fetch;
});

function renderForm() {
  const onSuccess = jest.fn();
  const onError = jest.fn();
  render(
    <StripeElementsForm
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_1"
      bookingId={5}
      totalPence={31562}
      onSuccess={onSuccess}
      onError={onError}
    />,
  );
  return { onSuccess, onError };
}

describe("StripeElementsForm", () => {
  it("confirms without a redirect when possible, asks the server to check, then reports success", async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    const { onSuccess, onError } = renderForm();
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay £315.62" }));
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: "if_required",
        confirmParams: { return_url: "http://localhost/booking-confirmation?booking_id=5" },
      }),
    );
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/payments/sync",
      expect.objectContaining({ body: JSON.stringify({ booking_id: 5 }) }),
    );
    expect(onSuccess).toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it("passes on Stripe's message, or the spec's fallback", async () => {
    confirmPayment
      .mockResolvedValueOnce({ error: { message: "Your card was declined." } })
      .mockResolvedValueOnce({ error: {} });
    const { onSuccess, onError } = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Pay £315.62" }));
    await user.click(screen.getByRole("button", { name: "Pay £315.62" }));
    expect(onError).toHaveBeenNthCalledWith(1, "Your card was declined.");
    expect(onError).toHaveBeenNthCalledWith(2, "An error occurred during payment processing.");
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("reports an unexpected failure", async () => {
    confirmPayment.mockRejectedValue(new Error("network"));
    const { onError } = renderForm();
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay £315.62" }));
    expect(onError).toHaveBeenCalledWith("An unexpected error occurred. Please try again.");
  });
});
