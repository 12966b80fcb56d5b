import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { POSITION_SEND_MS, PositionSharer } from "@/components/driver-app/position-sharer";
import { installFetchMock, okAnswer } from "@test/fetch-mock";

const fetchMock = installFetchMock();

function installGeolocation() {
  let report: PositionCallback | null = null;
  const geolocation = {
    watchPosition: jest.fn((success: PositionCallback) => {
      report = success;
      return 7;
    }),
    clearWatch: jest.fn(),
    getCurrentPosition: jest.fn(),
  };
  Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
  return {
    geolocation,
    move(lat: number, lng: number) {
      report?.({
        coords: { latitude: lat, longitude: lng, accuracy: 8, heading: null },
      } as unknown as GeolocationPosition);
    },
  };
}

describe("PositionSharer", () => {
  it("explains why before asking, then sends the position about every 10 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const phone = installGeolocation();
    fetchMock.mockResolvedValue(okAnswer({ recorded_at: "x" }, "Position saved"));
    const { unmount } = render(<PositionSharer assignmentId={42} />);
    expect(screen.getByText(/The ride works without it/)).toBeInTheDocument();
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Share my location" }));
    await act(async () => phone.move(51.5, -0.12));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/driver/jobs/42/position");
    expect(JSON.parse(init.body as string)).toEqual({
      lat: 51.5,
      lng: -0.12,
      accuracy: 8,
      heading: null,
    });
    await act(async () => {
      jest.advanceTimersByTime(POSITION_SEND_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();
    expect(phone.geolocation.clearWatch).toHaveBeenCalledWith(7);
    jest.useRealTimers();
  });
});
