import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TripLive } from "@/components/trip/trip-live";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { tripFixture } from "./trip-fixture";

const fetchMock = installFetchMock();
const TOKEN = "r".repeat(43);

const completed = (rated = false) =>
  tripFixture({
    status: "completed",
    status_label: "Completed",
    position: null,
    eta: null,
    phone: null,
    rated,
  });

describe("TripLive: rating the ride", () => {
  it("offers no rating while the ride is on its way", () => {
    render(<TripLive token={TOKEN} initial={tripFixture()} mapsKey={null} />);
    expect(screen.queryByRole("region", { name: "Rate your ride" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send rating" })).not.toBeInTheDocument();
  });

  it("shows the form once completed, sends it to the link's endpoint and thanks", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      okAnswer({ rated: true, stars: 4 }, "Thank you for rating your ride", 201),
    );
    render(<TripLive token={TOKEN} initial={completed()} mapsKey={null} />);
    // The form loads only for a completed ride.
    const section = await screen.findByRole("region", { name: "Rate your ride" });
    const stars = within(section).getByRole("radiogroup", { name: "Your rating" });
    await user.click(within(stars).getByRole("radio", { name: /4 stars/ }));
    await user.click(within(section).getByRole("checkbox", { name: "Punctual" }));
    await user.click(within(section).getByRole("button", { name: "Send rating" }));

    expect(await within(section).findByRole("status")).toHaveTextContent(
      "You rated this ride 4 of 5 stars. Thank you!",
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual([`/api/trip/${TOKEN}/rating`, "POST"]);
    expect(JSON.parse(String(init.body))).toEqual({ stars: 4, tags: ["punctual"] });
    expect(screen.queryByRole("button", { name: "Send rating" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the form", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({ success: false, message: "This ride has already been rated" }),
    });
    render(<TripLive token={TOKEN} initial={completed()} mapsKey={null} />);
    await user.click(await screen.findByRole("radio", { name: /5 stars/ }));
    await user.click(screen.getByRole("button", { name: "Send rating" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("This ride has already been rated"),
    );
  });

  it("thanks instead of asking once the ride has been rated", async () => {
    render(<TripLive token={TOKEN} initial={completed(true)} mapsKey={null} />);
    expect(await screen.findByText("This ride has been rated. Thank you!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send rating" })).not.toBeInTheDocument();
  });
});
