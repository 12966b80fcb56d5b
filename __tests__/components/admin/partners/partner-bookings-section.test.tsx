import { render, screen, within } from "@testing-library/react";
import { PartnerBookingsSection } from "@/components/admin/partners/partner-bookings-section";
import type { PartnerBookingView } from "@/lib/partners/types";

const fetchMock = jest.fn();

const booking = (id: number, reference: string, payment_status: string): PartnerBookingView => ({
  booking_id: id,
  booking_reference: reference,
  guest_name: `Guest ${id}`,
  guest_email: null,
  guest_phone: null,
  booking_type: "point_to_point",
  service_type: "business_class",
  pickup_location: "Heathrow Airport (LHR)",
  dropoff_location: "Big Ben",
  booking_date: "2026-04-02",
  booking_time: "09:00:00",
  pickup_time_zone: "Europe/London",
  pickup_at: "2026-04-02T08:00:00.000Z",
  number_of_passengers: 1,
  number_of_luggage: 1,
  number_of_hours: null,
  flight_number: null,
  status: payment_status === "refunded" ? "cancelled" : "confirmed",
  paid: payment_status === "paid",
  payment_status,
  amount_pence: 12_000,
  created_at: "2026-03-30T10:00:00.000Z",
});

beforeEach(() => {
  global.fetch = fetchMock;
});

describe("PartnerBookingsSection (the administrator's partner dialog)", () => {
  it("names bookings by reference and shows a refunded one as Refunded, not Not paid", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        message: "OK",
        data: [booking(1, "WEJK5B5SSY", "refunded"), booking(2, "QX7P2M4KLA", "paid")],
        pagination: { total: 2 },
      }),
    });
    render(<PartnerBookingsSection partnerId={7} />);
    const refunded = await screen.findByRole("row", { name: /WEJK5B5SSY/ });
    expect(refunded).toHaveTextContent("Refunded");
    expect(refunded).not.toHaveTextContent("Not paid");
    expect(refunded).not.toHaveTextContent("#1");
    expect(screen.getByRole("row", { name: /QX7P2M4KLA/ })).toHaveTextContent("Paid");
    // The column holds the reference the customer sees, not the console's booking number.
    const table = screen.getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Booking reference" })).toBeVisible();
    expect(within(table).queryByRole("columnheader", { name: "Booking ID" })).toBeNull();
  });
});
