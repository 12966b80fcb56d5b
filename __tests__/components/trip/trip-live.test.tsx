import { act, render, screen } from "@testing-library/react";
import { TripLive } from "@/components/trip/trip-live";
import { TRIP_POLL_MS } from "@/lib/trip/types";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { tripFixture } from "./trip-fixture";

const fetchMock = installFetchMock();
const TOKEN = "t".repeat(43);

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("TripLive", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setVisibility("visible");
  });
  afterEach(() => jest.useRealTimers());

  it("shows the ride: status, arrival estimate, places, first name, car and the call button", () => {
    render(<TripLive token={TOKEN} initial={tripFixture()} mapsKey={null} />);
    expect(screen.getByRole("heading", { name: "Your ride" })).toBeInTheDocument();
    expect(screen.getByTestId("trip-status")).toHaveTextContent("On the way");
    expect(screen.getByTestId("trip-eta")).toHaveTextContent("Arriving in about 9 min");
    expect(screen.getByText("Heathrow Terminal 5")).toBeInTheDocument();
    expect(screen.getByText("Amelia")).toBeInTheDocument();
    expect(screen.getByText("AB12 CDE")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call Amelia" })).toHaveAttribute(
      "href",
      "tel:+447700900456",
    );
    expect(screen.getByRole("img", { name: /your chauffeur's car/ })).toBeInTheDocument();
  });

  it("polls every 10 seconds while visible, moves the car, and pauses while hidden", async () => {
    const moved = tripFixture({
      position: { lat: 51.53, lng: -0.11, heading: null, recorded_at: "2026-10-25T02:10:10Z" },
    });
    fetchMock.mockResolvedValue(okAnswer(moved, "OK"));
    render(<TripLive token={TOKEN} initial={tripFixture()} mapsKey={null} />);
    const before = screen.getByTestId("map-car").getAttribute("data-y");
    await act(async () => {
      jest.advanceTimersByTime(TRIP_POLL_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/trip/${TOKEN}`);
    expect(screen.getByTestId("map-car").getAttribute("data-y")).not.toBe(before);

    setVisibility("hidden");
    await act(async () => {
      jest.advanceTimersByTime(3 * TRIP_POLL_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns into the not-available message when the link stops working", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    render(<TripLive token={TOKEN} initial={tripFixture()} mapsKey={null} />);
    await act(async () => {
      jest.advanceTimersByTime(TRIP_POLL_MS);
    });
    expect(
      screen.getByRole("heading", { name: "This trip link is not available" }),
    ).toBeInTheDocument();
  });

  it("shows no call button outside the window and no car before the chauffeur sets off", () => {
    render(
      <TripLive
        token={TOKEN}
        initial={tripFixture({ status: "assigned", phone: null, position: null, eta: null })}
        mapsKey={null}
      />,
    );
    expect(screen.queryByRole("link", { name: /Call/ })).toBeNull();
    expect(screen.queryByTestId("map-car")).toBeNull();
  });
});
