import { render, screen, within } from "@testing-library/react";
import { BookingDetailsDialog } from "@/components/admin/booking-details-dialog";
import type { AdminBookingDetails } from "@/components/admin/admin-booking-types";

const BOOKING: AdminBookingDetails = {
  booking_id: 42,
  booking_reference: "HQ5BZ69HCE",
  user_id: 7,
  booking_type: "point_to_point",
  pickup_location: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
  dropoff_location: "Big Ben, Westminster, London SW1A 0AA, United Kingdom",
  destination_country: "uk",
  booking_date: "2027-03-01",
  booking_time: "10:00:00",
  pickup_time_zone: "Europe/London",
  number_of_passengers: 1,
  number_of_luggage: 1,
  number_of_hours: null,
  service_type: "business_class",
  number_of_cars: 1,
  price: 109.72,
  status: "paid",
  payment_status: "paid",
  is_self_booking: 1,
  guest_title: null,
  guest_first_name: null,
  guest_last_name: null,
  guest_email: null,
  guest_phone_number: null,
  flight_number: null,
  pickup_sign: null,
  notes_for_chauffeur: null,
  reference_code: "PO-4471",
  is_return_booking: 0,
  original_booking_id: null,
  return_booking_id: null,
  created_at: "2027-02-01T09:00:00.000Z",
  user_first_name: "Ada",
  user_last_name: "Lovelace",
  user_email: "ada@example.com",
  user_phone_number: "+447700900505",
  payments: [],
  history: [],
};

function answerWith(booking: AdminBookingDetails) {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ success: true, message: "", data: booking }),
  })) as unknown as typeof fetch;
}

describe("BookingDetailsDialog", () => {
  it("shows the booking reference and names the PO code 'Customer reference'", async () => {
    answerWith(BOOKING);
    render(<BookingDetailsDialog bookingId={42} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Booking Details #42" });
    expect(await within(dialog).findByText("HQ5BZ69HCE")).toBeInTheDocument();
    expect(within(dialog).getByText(/Booking reference/)).toBeInTheDocument();
    expect(within(dialog).getByText("Customer reference")).toBeInTheDocument();
    expect(within(dialog).getByText("PO-4471")).toBeInTheDocument();
    expect(within(dialog).queryByText("Reference")).not.toBeInTheDocument();
  });

  it("shows no customer reference row when the customer gave none", async () => {
    answerWith({ ...BOOKING, reference_code: null });
    render(<BookingDetailsDialog bookingId={42} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Booking Details #42" });
    expect(await within(dialog).findByText("HQ5BZ69HCE")).toBeInTheDocument();
    expect(within(dialog).queryByText("Customer reference")).not.toBeInTheDocument();
  });
});
