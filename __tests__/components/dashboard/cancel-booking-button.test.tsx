import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import {
  CancelBookingButton,
  type CancellableBooking,
} from "@/components/dashboard/cancel-booking-button";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }),
}));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const booking: CancellableBooking = {
  booking_id: 9,
  booking_date: inDays(3),
  booking_time: "10:00:00",
  pickup_time_zone: "Europe/London",
  status: "paid",
  payment_status: "paid",
};

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: async () => body });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => jest.clearAllMocks());

describe("CancelBookingButton", () => {
  it("asks for confirmation, says the payment is refunded, and cancels through the API", async () => {
    const fetchMock = mockFetch(200, {
      success: true,
      message: "Booking cancelled. Your payment of £109.72 will be refunded.",
    });
    const onCancelled = jest.fn();
    render(<CancelBookingButton booking={booking} onCancelled={onCancelled} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel this booking?" });
    expect(dialog).toHaveTextContent("Your payment will be refunded in full.");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Yes, cancel booking" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/bookings/9/cancel",
      expect.objectContaining({ method: "POST" }),
    );
    expect(toast.success).toHaveBeenCalledWith(
      "Booking cancelled. Your payment of £109.72 will be refunded.",
      { richColors: false },
    );
    expect(onCancelled).toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });

  it("warns that a cancellation inside the last hour is not refunded, and Keep booking does nothing", async () => {
    const fetchMock = mockFetch(200, {});
    const soon = new Date(Date.now() + 20 * 60_000);
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(soon);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    render(
      <CancelBookingButton
        booking={{
          ...booking,
          booking_date: `${part("year")}-${part("month")}-${part("day")}`,
          booking_time: `${part("hour")}:${part("minute")}:00`,
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(screen.getByRole("alertdialog")).toHaveTextContent("cancelled without a refund");
    await user.click(screen.getByRole("button", { name: "Keep booking" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    mockFetch(409, { success: false, message: "Only upcoming bookings can be cancelled" });
    render(<CancelBookingButton booking={booking} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel booking" }));
    expect(toast.error).toHaveBeenCalledWith("Only upcoming bookings can be cancelled", {
      richColors: false,
    });
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("is not offered for cancelled bookings", () => {
    render(<CancelBookingButton booking={{ ...booking, status: "cancelled" }} />);
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeInTheDocument();
  });
});
