import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BookingForm } from "@/components/booking/booking-form";
import { DRAFT_STORAGE_KEY } from "@/components/booking/draft-store";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

function tomorrow() {
  return new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
}

describe("BookingForm", () => {
  it("moves between tabs with the arrow keys", () => {
    render(<BookingForm />);
    const first = screen.getByRole("tab", { name: "Point to Point" });
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Book by Hour" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByLabelText("Duration"));
  });

  beforeEach(() => {
    push.mockReset();
    window.localStorage.clear();
  });

  it("has both tabs, and Book by Hour shows duration (default 4) and ride area (default inside)", () => {
    render(<BookingForm />);
    expect(screen.getByRole("tab", { name: "Point to Point" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    fireEvent.click(screen.getByRole("tab", { name: "Book by Hour" }));
    expect(screen.getByRole("tab", { name: "Book by Hour" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByLabelText("Duration")).toHaveValue("4");
    expect(screen.getByLabelText("Duration")).toHaveAccessibleDescription(
      "Hourly rides are billed for at least 4 hours.",
    );
    expect(screen.getByLabelText("Ride area")).toHaveValue("inside");
    expect(screen.queryByRole("combobox", { name: "Destination" })).toBeNull();
    expect(screen.getAllByRole("option", { name: /^\d{2}:\d{2}$/ })).toHaveLength(96);
  });

  it("says 'Please fill in all required fields' and marks each missing field", async () => {
    render(<BookingForm />);
    fireEvent.click(screen.getByRole("button", { name: "Get prices" }));
    expect(
      await screen.findByText("Please fill in all required fields", {}, { timeout: 8000 }),
    ).toHaveAttribute("role", "alert");
    const missing = [
      [screen.getByRole("combobox", { name: "Pickup location" }), "Pickup location is required"],
      [screen.getByRole("combobox", { name: "Destination" }), "Destination is required"],
      [screen.getByLabelText("Date"), "Date is required"],
      [screen.getByLabelText("Time"), "Time is required"],
    ] as const;
    for (const [field, message] of missing) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText("Passengers")).not.toHaveAttribute("aria-invalid");
    // The first missing field takes the focus.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Pickup location" })).toHaveFocus(),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("stores the draft and goes to the service class step", async () => {
    render(<BookingForm />);
    fireEvent.change(screen.getByRole("combobox", { name: "Pickup location" }), {
      target: { value: "Heathrow" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Destination" }), {
      target: { value: "Big Ben" },
    });
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: tomorrow() } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "10:15" } });
    fireEvent.change(screen.getByLabelText("Passengers"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Get prices" }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    const draft = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!);
    expect(draft).toMatchObject({
      bookingType: "point_to_point",
      pickupLocation: "Heathrow",
      dropoffLocation: "Big Ben",
      time: "10:15:00",
      passengers: 3,
      luggage: 1,
      status: "Pending",
    });
    expect(push).toHaveBeenCalledWith(`/service-class?booking_id=${draft.id}`);
  });

  it("refuses a past date", async () => {
    render(<BookingForm />);
    fireEvent.change(screen.getByRole("combobox", { name: "Pickup location" }), {
      target: { value: "Heathrow" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Destination" }), {
      target: { value: "Big Ben" },
    });
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2020-01-01" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "10:15" } });
    fireEvent.click(screen.getByRole("button", { name: "Get prices" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Date")).toHaveAccessibleDescription(
        "Pickup date cannot be in the past",
      ),
    );
    expect(
      screen
        .getAllByRole("alert")
        .some((alert) => alert.textContent === "Pickup date cannot be in the past"),
    ).toBe(true);
  });
});
