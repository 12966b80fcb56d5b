import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TipPanel } from "@/components/ratings/tip-panel";
import { installFetchMock } from "@test/fetch-mock";

const fetchMock = installFetchMock();

const panel = () =>
  render(
    <TipPanel
      bookingId={42}
      presets={[{ percent: 10, pence: 855 }]}
      provider="test"
      publishableKey={null}
      onTipped={jest.fn()}
    />,
  );

describe("TipPanel's checks before anything is sent", () => {
  it("asks for a choice, then for an amount in pounds, then keeps to the cap", async () => {
    const user = userEvent.setup();
    panel();
    const submit = screen.getByRole("button", { name: "Continue to card" });
    await user.click(submit);
    expect(await screen.findByText("Choose a tip")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Another amount" }));
    const amount = screen.getByRole("textbox", { name: "Amount in pounds" });
    await user.type(amount, "12.345");
    await user.click(submit);
    expect(await screen.findByText("Enter an amount in pounds, e.g. 12.50")).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, "250");
    await user.click(submit);
    expect(await screen.findByText("The largest tip is £200.00")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
