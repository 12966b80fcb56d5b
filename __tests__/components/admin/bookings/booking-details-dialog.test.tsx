import { render, screen, within } from "@testing-library/react";
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
          method: "test",
          reference: "tp_1",
          status: "succeeded",
          amount: 126.79,
          refunded: 0,
          created_at: "2026-11-20T10:00:00.000Z",
        },
        {
          kind: "offline",
          method: "cash",
          reference: "CASH-1",
          status: "succeeded",
          amount: 20,
          refunded: 0,
          created_at: "2026-11-21T10:00:00.000Z",
        },
      ],
    });
    render(<BookingDetailsDialog bookingId={42} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Booking Details #42" });
    expect(await within(dialog).findByText("Ms. Grace Hopper")).toBeInTheDocument();
    const payments = within(dialog).getByRole("region", { name: "Payments" });
    expect(payments).toHaveTextContent("£126.79 · Card · Succeeded · tp_1");
    expect(payments).toHaveTextContent("£20.00 · Cash · Succeeded · CASH-1");
  });
});
