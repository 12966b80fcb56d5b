import { act, render, screen } from "@testing-library/react";
import { usePolledData } from "@/components/ui/use-polled-data";
import { installFetchMock, okAnswer } from "@test/fetch-mock";

const fetchMock = installFetchMock();

function Probe({ url }: { url: string }) {
  const { data, error } = usePolledData<{ n: number }>(url, { n: 0 }, 10_000);
  return (
    <p>
      n={data.n} {error}
    </p>
  );
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("usePolledData", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setVisibility("visible");
  });
  afterEach(() => jest.useRealTimers());

  it("asks every 10 s while visible, never while hidden, and at once on coming back", async () => {
    fetchMock.mockImplementation(async () => okAnswer({ n: fetchMock.mock.calls.length }, "OK"));
    render(<Probe url="/api/thing" />);
    expect(screen.getByText("n=0")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/thing");
    expect(screen.getByText("n=1")).toBeInTheDocument();

    act(() => setVisibility("hidden"));
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => setVisibility("visible"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("keeps the last good data and shows the server's words when a refresh fails", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 500,
      json: async () => ({ success: false, message: "Something went wrong" }),
    });
    render(<Probe url="/api/thing" />);
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText("n=0 Something went wrong")).toBeInTheDocument();
  });

  it("asks at once for a new URL", async () => {
    fetchMock.mockResolvedValue(okAnswer({ n: 5 }, "OK"));
    const { rerender } = render(<Probe url="/api/thing?date=2026-10-25" />);
    rerender(<Probe url="/api/thing?date=2026-10-26" />);
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(["/api/thing?date=2026-10-26"]);
    expect(screen.getByText("n=5")).toBeInTheDocument();
  });
});
