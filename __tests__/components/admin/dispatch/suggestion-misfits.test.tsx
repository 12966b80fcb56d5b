import { render, screen, within } from "@testing-library/react";
import { SuggestionList } from "@/components/admin/dispatch/suggestion-list";
import type { Suggestions } from "@/components/admin/dispatch/suggestion-types";

const answer = (overrides: Partial<Suggestions>): Suggestions => ({
  booking_id: 41,
  car_number: 1,
  starts_at: "2026-10-25T10:00:00.000Z",
  ends_at: "2026-10-25T11:30:00.000Z",
  turnaround_buffer_minutes: 30,
  fits: [],
  fits_total: 0,
  misfits: [
    {
      driver_id: 5,
      name: "Mo Lapsed",
      vehicle: null,
      higher_class: false,
      jobs_that_day: 0,
      rating: null,
      reasons: ["MOT lapsed on 2026-10-01"],
    },
  ],
  misfits_total: 1,
  misfit_counts: [{ reason: "No vehicle that fits", count: 1 }],
  ...overrides,
});

const actions = { busy: false, onAssign: jest.fn(), onOffer: jest.fn() };

describe("chauffeurs who do not fit, at scale", () => {
  it("lists the nearest with their reasons and counts the rest by reason", () => {
    render(
      <SuggestionList
        actions={actions}
        suggestions={answer({
          misfits_total: 1480,
          misfit_counts: [
            { reason: "Not Available", count: 12 },
            { reason: "Another job too close", count: 1_470 },
          ],
        })}
      />,
    );
    expect(screen.getByRole("heading", { name: "Chauffeurs who do not fit (1480)" })).toBeVisible();
    expect(screen.getByText("The nearest 1 are listed with their reasons. In all:")).toBeVisible();
    const counts = screen.getByRole("list", { name: "Why chauffeurs do not fit" });
    expect(
      within(counts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Not Available: 12", "Another job too close: 1,470"]);
    expect(screen.getByText("MOT lapsed on 2026-10-01")).toBeVisible();
  });

  it("shows no counts when every misfit is listed", () => {
    render(<SuggestionList actions={actions} suggestions={answer({})} />);
    expect(screen.getByRole("heading", { name: "Chauffeurs who do not fit (1)" })).toBeVisible();
    expect(
      screen.queryByRole("list", { name: "Why chauffeurs do not fit" }),
    ).not.toBeInTheDocument();
  });
});
