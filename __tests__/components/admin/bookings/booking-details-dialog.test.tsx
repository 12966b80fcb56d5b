import { fireEvent, render, screen, within } from "@testing-library/react";
import { BookingDetailsDialog } from "@/components/admin/booking-details-dialog";
import type { AdminBookingDetails } from "@/components/admin/admin-booking-types";
import { ADMIN_BOOKING } from "@test/admin-booking";

const BOOKING: AdminBookingDetails = {
  ...ADMIN_BOOKING,
  reference_code: "PO-4471",
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

  it("words the guest's title and the payments as the product does", async () => {
    answerWith({
      ...BOOKING,
      is_self_booking: 0,
      guest_title: "ms",
      guest_first_name: "Grace",
      guest_last_name: "Hopper",
      payments: [
        {
          kind: "card",
          label: "Payment",
          method: "test",
          reference: "tp_1",
          status: "succeeded",
          amount: 126.79,
          refunded: 0,
          created_at: "2026-11-20T10:00:00.000Z",
        },
        {
          kind: "offline",
          label: "Payment",
          method: "cash",
          reference: "CASH-1",
          status: "succeeded",
          amount: 20,
          refunded: 0,
          created_at: "2026-11-21T10:00:00.000Z",
        },
        {
          kind: "card",
          label: "Tip",
          method: "test",
          reference: "tp_2",
          status: "succeeded",
          amount: 7.5,
          refunded: 0,
          created_at: "2026-11-22T10:00:00.000Z",
        },
      ],
    });
    render(<BookingDetailsDialog bookingId={42} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Booking Details #42" });
    expect(await within(dialog).findByText("Ms. Grace Hopper")).toBeInTheDocument();
    const payments = within(dialog).getByRole("region", { name: "Payments" });
    expect(payments).toHaveTextContent("Payment · £126.79 · Card · Succeeded · tp_1");
    expect(payments).toHaveTextContent("Payment · £20.00 · Cash · Succeeded · CASH-1");
    expect(payments).toHaveTextContent("Tip · £7.50 · Card · Succeeded · tp_2");
  });

  it("shows the operator record: who received it, and each car's chauffeur and vehicle", async () => {
    const base = {
      booking_id: 42,
      booking_reference: "HQ5BZ69HCE",
      received_at: "2026-11-20T10:00:00.000Z",
      received_via: "phone",
      received_by: "Ada Admin <ada@example.com>",
      passenger: "Grace Hopper",
      passenger_phone: null,
      pickup: "Heathrow",
      destination: "Big Ben",
      pickup_date: "2026-12-01",
      pickup_time: "09:30",
      pickup_time_zone: "Europe/London",
      fare_pence: 12679,
      booking_status: "confirmed",
      number_of_cars: 2,
      job_status: null,
      chauffeur_name: null,
      chauffeur_licence: null,
      vehicle_registration: null,
      vehicle: null,
      partner_company: null,
    };
    answerWith({
      ...BOOKING,
      operator_record: [
        {
          ...base,
          car_number: 1,
          job_status: "assigned",
          chauffeur_name: "Marcus Okafor",
          chauffeur_licence: "PHDL-1",
          vehicle_registration: "PA31 XYZ",
          vehicle: "BMW 7 Series",
          partner_company: "Bennett Executive Travel",
        },
        { ...base, car_number: 2 },
      ],
    });
    render(<BookingDetailsDialog bookingId={42} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Booking Details #42" });
    const record = await within(dialog).findByRole("region", { name: "Operator record" });
    expect(record).toHaveTextContent("By phone");
    expect(record).toHaveTextContent("Ada Admin <ada@example.com>");
    expect(record).toHaveTextContent("£126.79");
    expect(record).toHaveTextContent("Car 1 of 2");
    expect(record).toHaveTextContent("Bennett Executive Travel");
    expect(record).toHaveTextContent("PA31 XYZ · BMW 7 Series");
    expect(record).toHaveTextContent("Not assigned yet");
  });
});

describe("BookingDetailsDialog: price and receipt", () => {
  it("explains the price with its lines and VAT, and offers the receipt", async () => {
    answerWith({
      ...BOOKING,
      price_lines: [
        { code: "base_fare", label: "First Class base fare (first 2 miles)", amountPence: 9000 },
        { code: "adjustment", label: "Adjustment: Wedding package", amountPence: 1000 },
      ],
      vat_label: "Of which VAT at 20%: £16.67",
    });
    render(<BookingDetailsDialog bookingId={42} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Booking Details #42" });
    const toggle = await within(dialog).findByRole("button", { name: "How is this price made?" });
    fireEvent.click(toggle);
    const list = await within(dialog).findByLabelText("Price breakdown");
    expect(list).toHaveTextContent("Adjustment: Wedding package£10.00");
    expect(list).toHaveTextContent("Total£100.00");
    expect(within(dialog).getByText("Of which VAT at 20%: £16.67")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Download receipt" })).toHaveAttribute(
      "href",
      `/api/bookings/${BOOKING.booking_id}/receipt`,
    );
  });
});
