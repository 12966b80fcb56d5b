import { render, screen, within } from "@testing-library/react";
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

/** Answers the preview (GET) and the cancellation (POST) as the server would. */
function mockServer(
  previewAnswer: { status: number; body: unknown },
  cancelAnswer: { status: number; body: unknown },
) {
  const fetchMock = jest.fn().mockImplementation(async (_url: string, init?: RequestInit) => {
    const answer = init?.method === "POST" ? cancelAnswer : previewAnswer;
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const BOTH_LEGS = {
  status: 200,
  body: {
    success: true,
    message: "",
    data: {
      legs: [
        {
          booking_id: 9,
          booking_reference: "K7QMP3XAW9",
          leg: "Outbound",
          date_time: "Friday, 4 December 2026 at 10:00",
        },
        {
          booking_id: 10,
          booking_reference: "R4TNV8HCZ2",
          leg: "Return",
          date_time: "Monday, 7 December 2026 at 18:00",
        },
      ],
      paid: true,
      free: true,
      refund_amount: 190.22,
    },
  },
};

beforeEach(() => jest.clearAllMocks());

describe("CancelBookingButton", () => {
  it("names each leg with its date and the refund the server computes, then cancels", async () => {
    const fetchMock = mockServer(BOTH_LEGS, {
      status: 200,
      body: {
        success: true,
        message: "Booking cancelled. Your payment of £190.22 will be refunded.",
      },
    });
    const onCancelled = jest.fn();
    render(<CancelBookingButton booking={booking} onCancelled={onCancelled} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel both rides?" });
    expect(
      await within(dialog).findByText(
        /Outbound — booking K7QMP3XAW9, Friday, 4 December 2026 at 10:00/,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Return — booking R4TNV8HCZ2, Monday, 7 December 2026 at 18:00/),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent("£190.22 will be refunded to your card.");
    expect(dialog).toHaveTextContent("cancel only the return leg");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Yes, cancel both" }));
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/bookings/9/cancel",
      expect.objectContaining({ method: "POST" }),
    );
    expect(toast.success).toHaveBeenCalledWith(
      "Booking cancelled. Your payment of £190.22 will be refunded.",
      { richColors: false },
    );
    expect(onCancelled).toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });

  it("says a cancellation inside the last hour is not refunded, and Keep booking does nothing", async () => {
    const fetchMock = mockServer(
      {
        status: 200,
        body: {
          success: true,
          data: {
            legs: [
              {
                booking_id: 9,
                booking_reference: "K7QMP3XAW9",
                leg: "Outbound",
                date_time: "today at 10:00",
              },
            ],
            paid: true,
            free: false,
            refund_amount: 0,
          },
        },
      },
      { status: 200, body: {} },
    );
    render(<CancelBookingButton booking={booking} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this booking?" });
    expect(await within(dialog).findByText(/less than 1 hour before pickup/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Keep booking" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal", async () => {
    mockServer(BOTH_LEGS, {
      status: 409,
      body: { success: false, message: "Only upcoming bookings can be cancelled" },
    });
    render(<CancelBookingButton booking={booking} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    await user.click(await screen.findByRole("button", { name: "Yes, cancel both" }));
    expect(toast.error).toHaveBeenCalledWith("Only upcoming bookings can be cancelled", {
      richColors: false,
    });
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("cannot confirm until the server has said what will happen", async () => {
    mockServer(
      { status: 404, body: { success: false, message: "Booking not found" } },
      { status: 200, body: {} },
    );
    render(<CancelBookingButton booking={booking} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(await within(dialog).findByText("Booking not found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yes, cancel booking" })).toBeDisabled();
  });

  it("is not offered for cancelled bookings", () => {
    render(<CancelBookingButton booking={{ ...booking, status: "cancelled" }} />);
    expect(screen.queryByRole("button", { name: "Cancel booking" })).not.toBeInTheDocument();
  });
});
