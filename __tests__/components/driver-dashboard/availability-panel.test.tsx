import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AvailabilityPanel } from "@/components/driver-dashboard/availability-panel";
import type { DriverAvailability } from "@/lib/drivers/availability";
import { fieldErrorsAnswer, installFetchMock, okAnswer } from "@test/fetch-mock";

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toastError(...a),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

const fetchMock = installFetchMock();

const AVAILABLE: DriverAvailability = {
  today: "2026-11-26",
  today_state: "available",
  days_off: [{ day: "2026-12-01", reason: "Dentist" }],
  last_day: "2027-02-24",
};

function sent(call = 0): { url: string; method: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return {
    url,
    method: String(init.method),
    body: init.body ? JSON.parse(String(init.body)) : null,
  };
}

describe("AvailabilityPanel", () => {
  it("shows today's switch and the days off, each control named", () => {
    render(<AvailabilityPanel initial={AVAILABLE} />);
    const today = screen.getByRole("switch", { name: "Available today" });
    expect(today).toHaveAttribute("aria-checked", "true");
    expect(today).toHaveAccessibleDescription("You can be offered jobs for today.");
    expect(screen.getByText("Tuesday 1 December 2026")).toBeInTheDocument();
    expect(screen.getByText("Dentist")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Remove day off on Tuesday 1 December 2026" }),
    ).toBeInTheDocument();
    const day = screen.getByLabelText("Day off");
    expect(day).toHaveAttribute("type", "date");
    expect(day).toHaveAttribute("min", "2026-11-26");
    expect(day).toHaveAttribute("max", "2027-02-24");
    expect(screen.getByLabelText("Reason (optional)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add day off" })).toBeInTheDocument();
  });

  it("switches today off with the server's answer", async () => {
    const off: DriverAvailability = {
      ...AVAILABLE,
      today_state: "unavailable",
      days_off: [{ day: "2026-11-26", reason: null }, ...AVAILABLE.days_off],
    };
    fetchMock.mockResolvedValue(okAnswer(off, "You are off today"));
    const user = userEvent.setup();
    render(<AvailabilityPanel initial={AVAILABLE} />);
    await user.click(screen.getByRole("switch", { name: "Available today" }));
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Available today" })).toHaveAttribute(
        "aria-checked",
        "false",
      ),
    );
    expect(sent()).toEqual({
      url: "/api/driver/availability",
      method: "PUT",
      body: { today: "unavailable" },
    });
    expect(toastSuccess).toHaveBeenCalledWith("You are off today");
    expect(screen.getByText("Thursday 26 November 2026 (today)")).toBeInTheDocument();
  });

  it("keeps the switch as it was when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    render(<AvailabilityPanel initial={AVAILABLE} />);
    await user.click(screen.getByRole("switch", { name: "Available today" }));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(screen.getByRole("switch", { name: "Available today" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  it("adds a day off with its reason, and shows a refused day by its field", async () => {
    const refusal = "Days off can be marked up to 90 days ahead";
    fetchMock.mockResolvedValueOnce(fieldErrorsAnswer({ day: refusal }, refusal));
    const user = userEvent.setup();
    render(<AvailabilityPanel initial={AVAILABLE} />);
    await user.type(screen.getByLabelText("Day off"), "2027-06-01");
    await user.click(screen.getByRole("button", { name: "Add day off" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Day off")).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
    expect(sent()).toEqual({
      url: "/api/driver/days-off",
      method: "POST",
      body: { day: "2027-06-01" },
    });

    const added: DriverAvailability = {
      ...AVAILABLE,
      days_off: [...AVAILABLE.days_off, { day: "2026-12-24", reason: "Family" }],
    };
    fetchMock.mockResolvedValueOnce(okAnswer(added, "2026-12-24 is marked as a day off"));
    await user.clear(screen.getByLabelText("Day off"));
    await user.type(screen.getByLabelText("Day off"), "2026-12-24");
    await user.type(screen.getByLabelText("Reason (optional)"), "Family");
    await user.click(screen.getByRole("button", { name: "Add day off" }));
    await waitFor(() => expect(screen.getByText("Thursday 24 December 2026")).toBeInTheDocument());
    expect(sent(1).body).toEqual({ day: "2026-12-24", reason: "Family" });
    expect(screen.getByLabelText("Day off")).toHaveValue("");
  });

  it("removes a day off", async () => {
    fetchMock.mockResolvedValue(
      okAnswer({ ...AVAILABLE, days_off: [] }, "2026-12-01 is no longer a day off"),
    );
    const user = userEvent.setup();
    render(<AvailabilityPanel initial={AVAILABLE} />);
    await user.click(
      screen.getByRole("button", { name: "Remove day off on Tuesday 1 December 2026" }),
    );
    await waitFor(() => expect(screen.getByText("No days off marked.")).toBeInTheDocument());
    expect(sent()).toEqual({
      url: "/api/driver/days-off/2026-12-01",
      method: "DELETE",
      body: null,
    });
  });
});
