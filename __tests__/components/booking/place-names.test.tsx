import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { BookingDetailsDialog as AdminBookingDetailsDialog } from "@/components/admin/booking-details-dialog";
import type { AdminBookingDetails } from "@/components/admin/admin-booking-types";
import { RideSummary } from "@/components/booking/ride-summary";
import { BookingCard } from "@/components/dashboard/booking-card";
import { BookingDetailsDialog } from "@/components/dashboard/booking-details-dialog";
import { PartnerBookingsTable } from "@/components/partners/dashboard/partner-bookings-table";
import { ADMIN_BOOKING } from "@test/admin-booking";
import { heathrowDraft } from "@test/booking";
import { dashboardBookingView, partnerBookingView } from "@test/booking-views";
import { AddressHarness } from "@test/address-harness";

const SAVOY = "Strand, London WC2R 0EZ, United Kingdom";
const SAVOY_LABEL = `The Savoy, ${SAVOY}`;
const HEATHROW = "Heathrow Airport (LHR), Hounslow TW6, United Kingdom";

const dashboardBooking = dashboardBookingView({
  booking_id: 7,
  booking_reference: "HQ5BZ69HCE",
  pickup_location: SAVOY,
  pickup_place_name: "The Savoy",
  dropoff_location: HEATHROW,
  dropoff_place_name: null,
  flight_number: null,
});

describe("a named place in the booking views", () => {
  it("is shown before its address in the ride summary of the booking steps", () => {
    render(
      <RideSummary
        draft={heathrowDraft({
          pickupLocation: SAVOY,
          pickupPlaceName: "The Savoy",
          dropoffLocation: HEATHROW,
          dropoffPlaceName: "Heathrow Airport",
        })}
      />,
    );
    const summary = screen.getByRole("region", { name: "Your ride" });
    expect(within(summary).getByText(SAVOY_LABEL)).toBeInTheDocument();
    // Heathrow's address already says its name: it is not repeated.
    expect(within(summary).getByText(HEATHROW)).toBeInTheDocument();
  });

  it("is shown in the customer's booking card and its details", () => {
    render(
      <ul>
        <BookingCard booking={dashboardBooking} onViewDetails={jest.fn()} />
      </ul>,
    );
    expect(screen.getByText(`${SAVOY_LABEL} → ${HEATHROW}`)).toBeInTheDocument();

    render(<BookingDetailsDialog booking={dashboardBooking} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(SAVOY_LABEL)).toBeInTheDocument();
  });

  it("is shown in the console's booking details", async () => {
    const booking: AdminBookingDetails = {
      ...ADMIN_BOOKING,
      pickup_location: SAVOY,
      pickup_place_name: "The Savoy",
      payments: [],
      history: [],
    };
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ success: true, message: "", data: booking }),
    })) as unknown as typeof fetch;
    render(<AdminBookingDetailsDialog bookingId={42} onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Booking Details #42" });
    expect(await within(dialog).findByText(SAVOY_LABEL)).toBeInTheDocument();
  });

  it("is shown in the partner's bookings table", () => {
    const booking = partnerBookingView({
      guest_email: null,
      guest_phone: null,
      service_type: "business_class",
      pickup_location: SAVOY,
      pickup_place_name: "The Savoy",
      dropoff_location: HEATHROW,
      dropoff_place_name: null,
      status: "confirmed",
      paid: true,
      payment_status: "paid",
    });
    render(<PartnerBookingsTable bookings={[booking]} caption="Recent bookings" />);
    expect(screen.getByRole("cell", { name: SAVOY_LABEL })).toBeInTheDocument();
  });
});

describe("AddressField with a named place", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        data: [{ id: "uk-the-savoy", name: "The Savoy", address: SAVOY, lat: 51.51, lng: -0.12 }],
      }),
    })) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it("gives the chosen place's name with its address and shows it under the field until typed over", async () => {
    const onPick = jest.fn();
    render(<AddressHarness onPick={onPick} withPlaceName />);
    const input = screen.getByRole("combobox", { name: "Pickup location" });
    fireEvent.change(input, { target: { value: "savoy" } });
    await act(async () => {
      jest.advanceTimersByTime(150);
      await Promise.resolve();
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole("option", { name: /The Savoy/ }));
    expect(onPick).toHaveBeenLastCalledWith(SAVOY, { lat: 51.51, lng: -0.12 }, "The Savoy");
    expect(input).toHaveValue(SAVOY);
    expect(input).toHaveAccessibleDescription("Chosen place: The Savoy");

    fireEvent.change(input, { target: { value: "Strand, London" } });
    expect(onPick).toHaveBeenLastCalledWith("Strand, London", undefined, undefined);
    expect(screen.queryByText("The Savoy", { selector: "p" })).not.toBeInTheDocument();
  });
});
