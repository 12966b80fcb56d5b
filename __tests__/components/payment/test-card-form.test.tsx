import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TestCardForm } from "@/components/payment/test-card-form";

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: async () => body });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function fillCard(number: string, expiry = "1239", cvc = "123") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry date (MM/YY)"), expiry);
  await user.type(screen.getByLabelText("CVC"), cvc);
  await user.click(screen.getByRole("button", { name: "Pay £315.62" }));
}

describe("TestCardForm", () => {
  it("names the amount on the pay button and the card's network by the number", async () => {
    render(
      <TestCardForm
        clientSecret="tp_1_secret_1"
        totalPence={31562}
        onSuccess={jest.fn()}
        onError={jest.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Pay £315.62" })).toBeInTheDocument();
    for (const brand of ["Visa", "Mastercard", "American Express"])
      expect(screen.getByRole("img", { name: brand })).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText("Card number"), "5555");
    expect(screen.getByTestId("card-brand")).toHaveAttribute("data-brand", "mastercard");
    expect(screen.getByText("Mastercard card")).toBeInTheDocument();
  });

  it("says plainly that it is a test mode and labels every field", () => {
    render(
      <TestCardForm
        clientSecret="tp_1_secret_1"
        totalPence={31562}
        onSuccess={jest.fn()}
        onError={jest.fn()}
      />,
    );
    expect(screen.getByRole("note")).toHaveTextContent("Test mode: no real card is charged.");
    expect(screen.getByLabelText("Card number")).toHaveAttribute("autocomplete", "cc-number");
    expect(screen.getByLabelText("Expiry date (MM/YY)")).toBeInTheDocument();
    expect(screen.getByLabelText("CVC")).toBeInTheDocument();
  });

  it("formats input and checks the fields before calling the server", async () => {
    const fetchMock = mockFetch(200, { success: true });
    render(
      <TestCardForm
        clientSecret="tp_1_secret_1"
        totalPence={31562}
        onSuccess={jest.fn()}
        onError={jest.fn()}
      />,
    );
    await fillCard("4242", "13", "1");
    expect(screen.getByLabelText("Card number")).toHaveValue("4242");
    expect(screen.getByText("Your card number is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(screen.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the card to the test provider and reports success", async () => {
    const fetchMock = mockFetch(200, { success: true, message: "Payment processed successfully!" });
    const onSuccess = jest.fn();
    render(
      <TestCardForm
        clientSecret="tp_1_secret_1"
        totalPence={31562}
        onSuccess={onSuccess}
        onError={jest.fn()}
      />,
    );
    await fillCard("4242424242424242");
    expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242");
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/payments/test-provider/confirm");
    expect(JSON.parse(String(init.body))).toEqual({
      client_secret: "tp_1_secret_1",
      card_number: "4242 4242 4242 4242",
      expiry: "12/39",
      cvc: "123",
    });
  });

  it("shows the decline message and stays on the form", async () => {
    mockFetch(402, { success: false, message: "Your card was declined." });
    const onError = jest.fn();
    const onSuccess = jest.fn();
    render(
      <TestCardForm
        clientSecret="tp_1_secret_1"
        totalPence={31562}
        onSuccess={onSuccess}
        onError={onError}
      />,
    );
    await fillCard("4000000000000002");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(onError).toHaveBeenCalledWith("Your card was declined.");
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Pay £315.62" })).toBeEnabled();
  });
});
