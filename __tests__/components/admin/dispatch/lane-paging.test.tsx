import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DispatchBoard } from "@/components/admin/dispatch/dispatch-board";
import type { DispatchBoard as Board, Lane } from "@/lib/dispatch/board-types";
import { installFetchMock, okAnswer } from "@test/fetch-mock";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const fetchMock = installFetchMock();

const idleLane = (n: number): Lane => ({
  driver_id: 100 + n,
  name: `Idle ${String(n).padStart(3, "0")}`,
  status: "Available",
  blocks: [],
});

const busyLane: Lane = {
  driver_id: 1,
  name: "Aaron Busy",
  status: "Available",
  vehicle: "S-Class · AB12 CDE",
  blocks: [
    {
      assignment_id: 90,
      booking_id: 41,
      booking_reference: "BK-7Q2M",
      car_number: 1,
      status: "assigned",
      starts_at: "2030-07-01T09:00:00.000Z",
      ends_at: "2030-07-01T10:00:00.000Z",
      pickup_time_zone: "Europe/London",
      local_start: "10:00",
      local_end: "11:00",
      pickup: "Heathrow Airport (LHR)",
    },
  ],
};

function boardWith(idleShown: number, idleTotal: number): Board {
  return {
    date: "2030-07-01",
    generated_at: "2030-07-01T07:00:00.000Z",
    turnaround_buffer_minutes: 30,
    queue: [],
    queue_total: 0,
    lanes: [busyLane, ...Array.from({ length: idleShown }, (_, n) => idleLane(n))],
    idle_total: idleTotal,
    partner_jobs: [],
  };
}

/** The URL of the n-th board read the browser made. */
const askedUrl = (call: number) => new URL(String(fetchMock.mock.calls[call]![0]), "http://x");

describe("the board's lanes a page at a time", () => {
  beforeEach(() => fetchMock.mockReset());

  it("says how many idle chauffeurs are not shown and asks for 50 more", async () => {
    const user = userEvent.setup();
    render(<DispatchBoard initial={boardWith(50, 120)} partners={[]} />);
    expect(screen.getByText(/^Showing 50 of 120 chauffeurs without a job/)).toBeVisible();
    fetchMock.mockResolvedValueOnce(okAnswer(boardWith(100, 120), "OK"));
    await user.click(screen.getByRole("button", { name: "Show 50 more chauffeurs" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(askedUrl(0).searchParams.get("idle")).toBe("100");
    expect(askedUrl(0).searchParams.get("date")).toBe("2030-07-01");
    expect(await screen.findByText("Idle 099")).toBeVisible();
    expect(screen.getByRole("button", { name: "Show 20 more chauffeurs" })).toBeVisible();
  });

  it("shows no paging line when every chauffeur has a lane (a small fleet)", () => {
    render(<DispatchBoard initial={boardWith(3, 3)} partners={[]} />);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /more chauffeur/ })).not.toBeInTheDocument();
    expect(screen.getByText("Idle 002")).toBeVisible();
  });

  it("asks for no idle lane while only chauffeurs with jobs are shown", async () => {
    const user = userEvent.setup();
    render(<DispatchBoard initial={boardWith(50, 120)} partners={[]} />);
    fetchMock.mockResolvedValueOnce(okAnswer(boardWith(0, 120), "OK"));
    await user.click(screen.getByRole("checkbox", { name: "Only chauffeurs with jobs" }));
    // The idle lanes go at once, before the answer.
    expect(screen.queryByText("Idle 000")).not.toBeInTheDocument();
    expect(screen.getByText("Aaron Busy")).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(askedUrl(0).searchParams.get("idle")).toBe("0");
    expect(screen.queryByRole("button", { name: /more chauffeur/ })).not.toBeInTheDocument();
  });

  it("searches by name once the typing stops, from the first page again", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<DispatchBoard initial={boardWith(50, 120)} partners={[]} />);
      fetchMock.mockResolvedValue(
        okAnswer({ ...boardWith(0, 0), lanes: [idleLane(7)], idle_total: 1 }, "OK"),
      );
      await user.type(screen.getByRole("searchbox", { name: "Find a chauffeur" }), "Idle 007");
      expect(fetchMock).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(askedUrl(0).searchParams.get("q")).toBe("Idle 007");
      expect(askedUrl(0).searchParams.get("idle")).toBe("50");
      expect(await screen.findByText("Idle 007")).toBeVisible();
      expect(screen.queryByText("Aaron Busy")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
