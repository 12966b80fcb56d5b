import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { JobPanel } from "@/components/admin/dispatch/job-panel";
import type { Suggestions } from "@/components/admin/dispatch/suggestion-types";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { queueCard } from "./board-fixtures";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const fetchMock = installFetchMock();

const vehicle = (id: number, label: string, plate: string) => ({
  vehicle_id: id,
  label,
  plate_display: plate,
  service_class: "first_class" as const,
  passenger_capacity: 3,
  luggage_capacity: 3,
});

const suggestions: Suggestions = {
  booking_id: 41,
  car_number: 1,
  starts_at: "2026-10-25T10:00:00.000Z",
  ends_at: "2026-10-25T11:30:00.000Z",
  turnaround_buffer_minutes: 30,
  fits_total: 2,
  fits: [
    {
      driver_id: 3,
      name: "Ida Idle",
      vehicle: vehicle(7, "Mercedes-Benz S-Class", "AB12 CDE"),
      higher_class: false,
      jobs_that_day: 0,
      rating: null,
      reasons: [],
    },
    {
      driver_id: 4,
      name: "Hugo High",
      vehicle: {
        ...vehicle(8, "Mercedes-Benz V-Class", "CD34 EFG"),
        service_class: "business_van" as const,
      },
      higher_class: true,
      jobs_that_day: 2,
      rating: 4.8,
      reasons: [],
    },
  ],
  misfits: [
    {
      driver_id: 5,
      name: "Mo Lapsed",
      vehicle: null,
      higher_class: false,
      jobs_that_day: 1,
      rating: null,
      reasons: ["MOT lapsed on 2026-10-01", "Already on BK-1111 from 09:30 to 11:00"],
    },
  ],
  misfits_total: 1,
  misfit_counts: [
    { reason: "No vehicle that fits (class, seats, luggage, documents or already out)", count: 1 },
    { reason: "Another job too close", count: 1 },
  ],
};

const conflictAnswer = (message: string) => ({
  ok: false,
  status: 409,
  json: async () => ({ success: false, message }),
});

function renderPanel() {
  const onClose = jest.fn();
  const onChanged = jest.fn(async () => undefined);
  fetchMock.mockResolvedValueOnce(okAnswer(suggestions, "OK"));
  render(
    <JobPanel
      card={queueCard()}
      partners={[{ partner_id: 12, company_name: "Bennett Executive Travel" }]}
      onClose={onClose}
      onChanged={onChanged}
    />,
  );
  return { onClose, onChanged, user: userEvent.setup() };
}

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1].body)) as unknown;

describe("JobPanel", () => {
  it("lists who fits (with the higher class flagged) and who does not, with the reasons", async () => {
    renderPanel();
    const panel = screen.getByRole("dialog", { name: "Dispatch BK-7Q2M" });
    const fits = await within(panel).findByRole("heading", { name: "Chauffeurs who fit (2)" });
    expect(fits).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/bookings/41/suggestions?car=1&fits=50");
    expect(panel).toHaveTextContent("Mercedes-Benz V-Class · CD34 EFG · Business Van");
    expect(within(panel).getAllByText("Higher class")).toHaveLength(1);
    expect(panel).toHaveTextContent("2 jobs that day · rated 4.8");
    expect(
      within(panel).getByRole("heading", { name: "Chauffeurs who do not fit (1)" }),
    ).toBeVisible();
    expect(within(panel).getByText("MOT lapsed on 2026-10-01")).toBeVisible();
    expect(within(panel).getByText("Already on BK-1111 from 09:30 to 11:00")).toBeVisible();
  });

  it("sends the best ranked first and asks for more, keeping what was ticked", async () => {
    fetchMock.mockReset();
    const firstPage = { ...suggestions, fits: suggestions.fits.slice(0, 1), fits_total: 2 };
    fetchMock.mockResolvedValueOnce(okAnswer(firstPage, "OK"));
    const user = userEvent.setup();
    render(<JobPanel card={queueCard()} partners={[]} onClose={jest.fn()} onChanged={jest.fn()} />);
    const panel = screen.getByRole("dialog", { name: "Dispatch BK-7Q2M" });
    expect(
      await within(panel).findByRole("heading", { name: "Chauffeurs who fit (2)" }),
    ).toBeVisible();
    expect(within(panel).getByText("Showing 1 of 2 chauffeurs who fit.")).toBeVisible();
    await user.click(
      within(panel).getByRole("checkbox", { name: "Include Ida Idle in the offer" }),
    );
    fetchMock.mockResolvedValueOnce(okAnswer(suggestions, "OK"));
    await user.click(within(panel).getByRole("button", { name: "Show 1 more chauffeur" }));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/admin/bookings/41/suggestions?car=1&fits=100");
    expect(await within(panel).findByRole("button", { name: "Assign Hugo High" })).toBeVisible();
    expect(within(panel).queryByText(/chauffeurs who fit\.$/)).not.toBeInTheDocument();
    expect(
      within(panel).getByRole("checkbox", { name: "Include Ida Idle in the offer" }),
    ).toBeChecked();
    expect(within(panel).getByRole("button", { name: "Offer to 1 chauffeur" })).toBeEnabled();
  });

  it("shows the API's refusal in the panel and changes nothing", async () => {
    const { onChanged, onClose, user } = renderPanel();
    await screen.findByRole("button", { name: "Assign Ida Idle" });
    fetchMock
      .mockResolvedValueOnce(
        conflictAnswer("Driver already has a job at that time (booking BK-1111)"),
      )
      .mockResolvedValueOnce(okAnswer(suggestions, "OK"));
    await user.click(screen.getByRole("button", { name: "Assign Ida Idle" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Driver already has a job at that time (booking BK-1111)",
    );
    expect(onChanged).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("after a refusal reads the suggestions again, so the list agrees with the message", async () => {
    const { user } = renderPanel();
    await screen.findByRole("button", { name: "Assign Ida Idle" });
    // Meanwhile another dispatcher gave Ida a job: the assign is refused, then the list is re-read.
    fetchMock.mockReset();
    fetchMock
      .mockResolvedValueOnce(conflictAnswer("Driver already has a job at that time (BK-1111)"))
      .mockResolvedValueOnce(
        okAnswer(
          {
            ...suggestions,
            fits: suggestions.fits.slice(1),
            misfits: [
              { ...suggestions.fits[0]!, reasons: ["Already on BK-1111 from 10:15 to 11:45"] },
              ...suggestions.misfits,
            ],
            misfits_total: 2,
          },
          "OK",
        ),
      );
    await user.click(screen.getByRole("button", { name: "Assign Ida Idle" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("BK-1111");
    expect(
      await screen.findByRole("heading", { name: "Chauffeurs who do not fit (2)" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Assign Ida Idle" })).not.toBeInTheDocument();
    expect(screen.getByText("Already on BK-1111 from 10:15 to 11:45")).toBeVisible();
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/admin/bookings/41/suggestions?car=1&fits=50");
  });

  it("assigns a chauffeur with their vehicle, then refreshes the board and closes", async () => {
    const { onChanged, onClose, user } = renderPanel();
    const assign = await screen.findByRole("button", { name: "Assign Hugo High" });
    fetchMock.mockResolvedValueOnce(okAnswer({ assignment_id: 90 }, "Chauffeur assigned", 201));
    await user.click(assign);
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/admin/bookings/41/assignments");
    expect(fetchMock.mock.calls[1]![1].method).toBe("POST");
    expect(bodyOf(1)).toEqual({ carNumber: 1, driverId: 4, vehicleId: 8 });
    expect(toast.success).toHaveBeenCalledWith("Chauffeur assigned");
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers the job to the ticked chauffeurs with the chosen expiry", async () => {
    const { onChanged, user } = renderPanel();
    const offer = await screen.findByRole("button", { name: "Offer to 0 chauffeurs" });
    expect(offer).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Include Ida Idle in the offer" }));
    await user.click(screen.getByRole("checkbox", { name: "Include Hugo High in the offer" }));
    await user.click(screen.getByRole("combobox", { name: "Offer expires after" }));
    await user.click(screen.getByRole("option", { name: "90 seconds" }));
    fetchMock.mockResolvedValueOnce(okAnswer([], "Offer sent", 201));
    await user.click(screen.getByRole("button", { name: "Offer to 2 chauffeurs" }));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/admin/bookings/41/offers");
    expect(bodyOf(1)).toEqual({
      carNumber: 1,
      offers: [
        { driverId: 3, vehicleId: 7 },
        { driverId: 4, vehicleId: 8 },
      ],
      expiresInSeconds: 90,
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it("farms out to a partner for a price typed in pounds, sent in pence", async () => {
    const { onChanged, user } = renderPanel();
    await screen.findByRole("heading", { name: "Chauffeurs who fit (2)" });
    const farmOut = screen.getByRole("button", { name: "Farm out" });
    await user.click(farmOut);
    expect(screen.getByRole("combobox", { name: "Partner" })).toHaveAccessibleDescription(
      "Choose a partner",
    );
    expect(screen.getByLabelText("Price paid to the partner (£)")).toHaveAccessibleDescription(
      "Enter a price from £0.01 to £100,000.00",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("combobox", { name: "Partner" }));
    await user.click(screen.getByRole("option", { name: "Bennett Executive Travel" }));
    await user.type(screen.getByLabelText("Price paid to the partner (£)"), "85.5");
    fetchMock.mockResolvedValueOnce(okAnswer({ assignment_id: 91 }, "Offered to the partner", 201));
    await user.click(farmOut);
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/admin/bookings/41/farm-out");
    expect(bodyOf(1)).toEqual({ carNumber: 1, partnerId: 12, payPence: 8550 });
    expect(onChanged).toHaveBeenCalled();
  });
});
