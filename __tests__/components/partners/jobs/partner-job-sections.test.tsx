import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PartnerJobSections } from "@/components/partners/jobs/partner-job-sections";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { partnerJob } from "@test/partner-jobs";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

const offer = partnerJob();
const accepted = partnerJob({
  assignment_id: 42,
  booking_reference: "DEF456UVW1",
  status: "assigned",
  booking_type: "hourly",
  number_of_hours: 4,
  dropoff_location: null,
  offer_expires_at: null,
  chauffeur_name: "Sam Driver",
  vehicle_plate: "AB12CDE",
  next_step: "on_the_way",
});

describe("PartnerJobSections (the partner's Bookings page)", () => {
  it("lists the offer with its pickup time in its zone, the pay and the expiry", () => {
    render(<PartnerJobSections jobs={{ offers: [offer], jobs: [] }} />);
    const offers = screen.getByRole("region", { name: "Job offers" });
    const table = within(offers).getByRole("table", { name: "Job offers" });
    expect(within(table).getByText("2030-07-01 10:00 UK time")).toBeInTheDocument();
    expect(within(table).getByText("£85.50")).toBeInTheDocument();
    expect(within(table).getByText("30 Jun, 10:10 UK time")).toBeInTheDocument();
    expect(
      within(table).getByRole("button", { name: "Accept job ABC123XYZ9" }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole("button", { name: "Decline job ABC123XYZ9" }),
    ).toBeInTheDocument();
    expect(screen.getByText("No farmed-out jobs yet")).toBeInTheDocument();
  });

  it("shows an accepted job's state and moves it to its next step", async () => {
    const user = userEvent.setup();
    render(<PartnerJobSections jobs={{ offers: [], jobs: [accepted] }} />);
    expect(screen.getByText("No job offers")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Farmed-out jobs" });
    expect(within(table).getByText("4 hours")).toBeInTheDocument();
    expect(within(table).getByText("Sam Driver, AB12 CDE")).toBeInTheDocument();
    expect(within(table).getByText("Assigned")).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(okAnswer({ status: "on_the_way" }, "Job updated"));
    await user.click(within(table).getByRole("button", { name: "On the way: job DEF456UVW1" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner/jobs/42/status");
    expect(JSON.parse(String(init.body))).toEqual({ to: "on_the_way" });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
