import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DriverEarnings } from "@/components/admin/drivers/driver-earnings";
import { EarningsLedger, type WeekLink } from "@/components/drivers/earnings-ledger";
import type { DriverEarningsView } from "@/lib/drivers/earnings-types";
import { installFetchMock, okAnswer } from "@test/fetch-mock";

const fetchMock = installFetchMock();

function viewOf(overrides: Partial<DriverEarningsView> = {}): DriverEarningsView {
  return {
    driver_id: 7,
    time_zone: "Europe/London",
    week: { week_start: "2026-10-19", week_end: "2026-10-25", jobs: 2, total_pence: 17_630 },
    lines: [
      {
        earning_id: 1,
        kind: "job",
        amount_pence: 7_680,
        earned_at: "2026-10-18T23:30:00.000Z",
        date: "2026-10-19",
        booking_id: 11,
        booking_reference: "BK-ALPHA1",
        pickup_location: "Heathrow Airport",
        dropoff_location: "The Savoy",
        number_of_hours: null,
      },
      {
        earning_id: 2,
        kind: "job",
        amount_pence: 9_950,
        earned_at: "2026-10-25T23:30:00.000Z",
        date: "2026-10-25",
        booking_id: 12,
        booking_reference: "BK-BRAVO2",
        pickup_location: "Mayfair",
        dropoff_location: null,
        number_of_hours: 3,
      },
    ],
    weeks: [
      { week_start: "2026-10-19", week_end: "2026-10-25", jobs: 2, total_pence: 17_630 },
      { week_start: "2026-10-12", week_end: "2026-10-18", jobs: 1, total_pence: 1_001 },
    ],
    total_trips: 3,
    total_pence: 18_631,
    ...overrides,
  };
}

const links: WeekLink = (weekStart, label) => <a href={`?week=${weekStart}`}>{label}</a>;

describe("EarningsLedger", () => {
  it("shows the all-time figures, the week's lines with its total, and every week's totals", () => {
    render(<EarningsLedger view={viewOf()} weekLink={links} />);
    expect(screen.getByText("All-time earnings").nextElementSibling).toHaveTextContent("£186.31");
    expect(screen.getByText("Completed jobs").nextElementSibling).toHaveTextContent("3");
    expect(
      screen.getByRole("heading", { name: "Week of 19 Oct – 25 Oct 2026" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Week total:/)).toHaveTextContent("Week total: £176.30 from 2 jobs");

    const lines = screen.getByRole("table", { name: /Earnings, week of/ });
    const rows = within(lines).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Mon 19 Oct", "BK-ALPHA1", "Heathrow Airport → The Savoy", "Job", "£76.80"],
      ["Sun 25 Oct", "BK-BRAVO2", "Mayfair (3 hours)", "Job", "£99.50"],
    ]);

    const weeks = screen.getByRole("table", { name: "Earnings by week" });
    expect(within(weeks).getByRole("link", { name: "12 Oct – 18 Oct 2026" })).toHaveAttribute(
      "href",
      "?week=2026-10-12",
    );
    expect(within(weeks).getByText("£10.01")).toBeInTheDocument();
  });

  it("lays the lines out as cards for a phone, each titled by day and amount", () => {
    render(<EarningsLedger view={viewOf()} weekLink={links} />);
    const cards = screen.getByRole("list", { name: /Earnings, week of/ });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
    expect(within(cards).getByText("Mon 19 Oct · £76.80")).toBeInTheDocument();
  });

  it("links the weeks either side and says when a week has nothing", () => {
    const empty = viewOf({
      week: { week_start: "2026-11-30", week_end: "2026-12-06", jobs: 0, total_pence: 0 },
      lines: [],
    });
    render(<EarningsLedger view={empty} weekLink={links} />);
    expect(screen.getByText("No earnings this week.")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Weeks" });
    expect(within(nav).getByRole("link", { name: "Previous week" })).toHaveAttribute(
      "href",
      "?week=2026-11-23",
    );
    expect(within(nav).getByRole("link", { name: "Next week" })).toHaveAttribute(
      "href",
      "?week=2026-12-07",
    );
  });
});

describe("DriverEarnings (admin driver page)", () => {
  it("loads the driver's ledger and another week on request", async () => {
    fetchMock.mockResolvedValueOnce(okAnswer(viewOf(), "")).mockResolvedValueOnce(
      okAnswer(
        viewOf({
          week: { week_start: "2026-10-12", week_end: "2026-10-18", jobs: 1, total_pence: 1_001 },
          lines: [],
        }),
        "",
      ),
    );
    render(<DriverEarnings driverId={7} version="v1" />);
    expect(await screen.findByText(/Week total:/)).toHaveTextContent("£176.30");
    expect(String(fetchMock.mock.calls[0]![0])).toContain("/api/admin/drivers/7/earnings");
    await userEvent.setup().click(screen.getByRole("button", { name: "Previous week" }));
    await waitFor(() =>
      expect(
        screen.getByRole("heading", { name: "Week of 12 Oct – 18 Oct 2026" }),
      ).toBeInTheDocument(),
    );
    expect(String(fetchMock.mock.calls[1]![0])).toContain("?week=2026-10-12");
  });
});
