import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { PaymentPanel } from "@/components/payment/payment-panel";

const replace = jest.fn();
const back = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, back, push: jest.fn() }) }));
jest.mock(
  "next/dynamic",
  () => () =>
    function StripeStub() {
      return <p>Stripe form</p>;
    },
);
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

type Reply = { status: number; body: unknown };
function mockFetchSequence(replies: Reply[]) {
  const fetchMock = jest.fn();
  for (const reply of replies)
    fetchMock.mockResolvedValueOnce({
      ok: reply.status < 400,
      status: reply.status,
      json: async () => reply.body,
    });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => jest.clearAllMocks());

describe("PaymentPanel", () => {
  it("asks for a PaymentIntent with the shown total, then shows the test card form and goes to thank-you on success", async () => {
    const fetchMock = mockFetchSequence([
      { status: 200, body: { success: true, clientSecret: "tp_1_secret_1" } },
      { status: 200, body: { success: true } },
    ]);
    render(<PaymentPanel bookingId={7} totalPence={19022} provider="test" publishableKey={null} />);
    // The form is there at once (in the server's HTML); Pay waits for the intent.
    const cardNumber = screen.getByLabelText("Card number");
    expect(screen.getByRole("button", { name: "Pay £190.22" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Preparing your payment…");
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay £190.22" })).toBeEnabled());
    expect(screen.queryByText("Preparing your payment…")).not.toBeInTheDocument();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      booking_id: 7,
      amount: 190.22,
      currency: "gbp",
    });
    const user = userEvent.setup();
    await user.type(cardNumber, "4242424242424242");
    await user.type(screen.getByLabelText("Expiry date (MM/YY)"), "1239");
    await user.type(screen.getByLabelText("CVC"), "123");
    await user.click(screen.getByRole("button", { name: "Pay £190.22" }));
    expect(toast.success).toHaveBeenCalledWith("Payment processed successfully!", {
      richColors: false,
    });
    expect(replace).toHaveBeenCalledWith("/thank-you?booking_id=7");
  });

  it("shows 'Failed to initialize payment' with the server's reason when the intent is refused", async () => {
    mockFetchSequence([
      { status: 409, body: { success: false, message: "This booking has already been paid" } },
    ]);
    render(<PaymentPanel bookingId={7} totalPence={1000} provider="test" publishableKey={null} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to initialize payment: This booking has already been paid",
    );
    expect(toast.error).toHaveBeenCalledWith("Failed to initialize payment", {
      description: "This booking has already been paid",
      richColors: false,
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Go back" }));
    expect(back).toHaveBeenCalled();
  });

  it("falls back to 'Failed to create payment intent' when the server gives no reason", async () => {
    mockFetchSequence([{ status: 500, body: {} }]);
    render(<PaymentPanel bookingId={7} totalPence={1000} provider="test" publishableKey={null} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create payment intent");
  });

  it("loads the Stripe form when Stripe is the provider", async () => {
    mockFetchSequence([{ status: 200, body: { success: true, clientSecret: "pi_1_secret_1" } }]);
    render(
      <PaymentPanel bookingId={7} totalPence={1000} provider="stripe" publishableKey="pk_test_1" />,
    );
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByText("Stripe form")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });
});
