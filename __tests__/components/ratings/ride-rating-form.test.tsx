import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RideRatingForm } from "@/components/ratings/ride-rating-form";
import { TipPanel } from "@/components/ratings/tip-panel";
import { fieldErrorsAnswer, installFetchMock, okAnswer } from "@test/fetch-mock";

const fetchMock = installFetchMock();

describe("RideRatingForm", () => {
  it("sends the stars, the ticked tags and the comment, by their labels", async () => {
    const user = userEvent.setup();
    const onRated = jest.fn();
    fetchMock.mockResolvedValueOnce(okAnswer({ stars: 4 }, "Thank you for rating your ride", 201));
    render(<RideRatingForm bookingId={42} onRated={onRated} />);

    const stars = screen.getByRole("radiogroup", { name: "Your rating" });
    expect(within(stars).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(stars).getByRole("radio", { name: /4 stars/ }));
    const praise = screen.getByRole("group", { name: "What went well" });
    await user.click(within(praise).getByRole("checkbox", { name: "Punctual" }));
    await user.click(within(praise).getByRole("checkbox", { name: "Clean car" }));
    const problems = screen.getByRole("group", { name: "What could be better" });
    expect(within(problems).getByRole("checkbox", { name: "Late" })).not.toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "Comment (optional)" }), "Very smooth");
    await user.click(screen.getByRole("button", { name: "Send rating" }));

    await waitFor(() => expect(onRated).toHaveBeenCalledWith(4));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(["/api/bookings/42/rating", "POST"]);
    expect(JSON.parse(String(init.body))).toEqual({
      stars: 4,
      tags: ["punctual", "clean_car"],
      comment: "Very smooth",
    });
  });

  it("asks for the stars before sending anything", async () => {
    const user = userEvent.setup();
    render(<RideRatingForm bookingId={42} onRated={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send rating" }));
    expect(await screen.findByText("Choose from 1 to 5 stars")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const onRated = jest.fn();
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({ success: false, message: "This ride has already been rated" }),
    });
    render(<RideRatingForm bookingId={7} assignmentId={3} onRated={onRated} />);
    await user.click(screen.getByRole("radio", { name: /1 star$/ }));
    await user.click(screen.getByRole("button", { name: "Send rating" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This ride has already been rated");
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      stars: 1,
      tags: [],
      assignment_id: 3,
    });
    expect(onRated).not.toHaveBeenCalled();
  });
});

describe("TipPanel", () => {
  const presets = [
    { percent: 10, pence: 855 },
    { percent: 15, pence: 1283 },
    { percent: 20, pence: 1710 },
  ];

  it("offers the presets and an amount of one's own, then the card form", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        message: "Tip payment created",
        clientSecret: "tp_1_secret_2",
        data: {},
      }),
    });
    render(
      <TipPanel
        bookingId={42}
        presets={presets}
        provider="test"
        publishableKey={null}
        onTipped={jest.fn()}
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Tip amount" });
    expect(within(group).getByRole("radio", { name: "15% (£12.83)" })).toBeInTheDocument();
    await user.click(within(group).getByRole("radio", { name: "Another amount" }));
    await user.type(screen.getByRole("textbox", { name: "Amount in pounds" }), "12.5");
    await user.click(screen.getByRole("button", { name: "Continue to card" }));
    expect(await screen.findByText("Tip of £12.50 by card.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/bookings/42/tip");
    expect(JSON.parse(String(init.body))).toEqual({ amount_pence: 1250 });
  });

  it("shows the server's field error for a tip over the cap", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      fieldErrorsAnswer({ amount_pence: "The largest tip is £200.00" }),
    );
    render(
      <TipPanel
        bookingId={42}
        presets={presets}
        provider="test"
        publishableKey={null}
        onTipped={jest.fn()}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Another amount" }));
    await user.type(screen.getByRole("textbox", { name: "Amount in pounds" }), "250");
    await user.click(screen.getByRole("button", { name: "Continue to card" }));
    expect(await screen.findByText("The largest tip is £200.00")).toBeInTheDocument();
  });
});
