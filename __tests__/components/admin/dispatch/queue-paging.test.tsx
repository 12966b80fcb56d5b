import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DispatchBoard } from "@/components/admin/dispatch/dispatch-board";
import type { DispatchBoard as Board } from "@/lib/dispatch/board-types";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { queueCard } from "./board-fixtures";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const fetchMock = installFetchMock();

const card = (n: number) =>
  queueCard({
    booking_id: 1000 + n,
    booking_reference: `BK-${String(n).padStart(4, "0")}`,
    minutes_until_pickup: 300 + n,
  });

function boardWith(shown: number, total: number): Board {
  return {
    date: "2030-07-01",
    generated_at: "2030-07-01T07:00:00.000Z",
    turnaround_buffer_minutes: 30,
    queue: Array.from({ length: shown }, (_, n) => card(n)),
    queue_total: total,
    lanes: [],
    idle_total: 0,
    partner_jobs: [],
  };
}

const askedUrl = (call: number) => new URL(String(fetchMock.mock.calls[call]![0]), "http://x");

describe("the board's queue a page at a time", () => {
  beforeEach(() => fetchMock.mockReset());

  it("counts every unassigned car, says how many are shown and asks for 50 more", async () => {
    const user = userEvent.setup();
    render(<DispatchBoard initial={boardWith(50, 75)} partners={[]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Unassigned (75)" })).toBeVisible();
    expect(
      screen.getByRole("list", { name: "Unassigned cars" }).querySelectorAll(":scope > li"),
    ).toHaveLength(50);
    expect(screen.getByText("Showing 50 of 75 unassigned cars.")).toBeVisible();
    fetchMock.mockResolvedValueOnce(okAnswer(boardWith(75, 75), "OK"));
    await user.click(screen.getByRole("button", { name: "Show 25 more cars" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(askedUrl(0).searchParams.get("cards")).toBe("100");
    expect(await screen.findByRole("heading", { name: "BK-0074" })).toBeVisible();
    expect(screen.queryByText(/unassigned cars\.$/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /more cars?$/ })).not.toBeInTheDocument();
  });

  it("shows no paging line when every car is shown, and asks for the first page by default", async () => {
    render(<DispatchBoard initial={boardWith(3, 3)} partners={[]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Unassigned (3)" })).toBeVisible();
    expect(screen.queryByText(/^Showing \d+ of \d+ unassigned/)).not.toBeInTheDocument();
    fetchMock.mockResolvedValue(okAnswer(boardWith(3, 3), "OK"));
    await userEvent
      .setup()
      .click(screen.getByRole("checkbox", { name: "Only chauffeurs with jobs" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(askedUrl(0).searchParams.has("cards")).toBe(false);
  });

  it("names one more car in the singular and can be reached from the keyboard", async () => {
    const user = userEvent.setup();
    render(<DispatchBoard initial={boardWith(50, 51)} partners={[]} />);
    const button = screen.getByRole("button", { name: "Show 1 more car" });
    button.focus();
    fetchMock.mockResolvedValueOnce(okAnswer(boardWith(51, 51), "OK"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(askedUrl(0).searchParams.get("cards")).toBe("100");
  });
});
