import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ReturnStep } from "@/components/booking/return-step";
import { DRAFT_STORAGE_KEY } from "@/components/booking/draft-store";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams("booking_id=d-2"),
}));

const draft = {
  id: "d-2",
  status: "Pending",
  bookingType: "point_to_point",
  destinationCountry: "uk",
  pickupLocation: "Heathrow Airport",
  dropoffLocation: "Big Ben",
  date: "2030-01-01",
  time: "09:30:00",
  passengers: 1,
  luggage: 0,
  serviceType: "first_class",
  pricePence: 12_500,
};

describe("ReturnStep", () => {
  beforeEach(() => {
    push.mockReset();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  });

  it("moves the focus to the step's heading", async () => {
    render(<ReturnStep />);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Return transfer" })).toHaveFocus(),
    );
  });

  it("shows both legs and the new fixed total as soon as a return is chosen", async () => {
    render(<ReturnStep />);
    const summary = screen.getByRole("region", { name: "Your ride" });
    expect(within(summary).getByText("Fixed price").nextSibling).toHaveTextContent("£125.00");
    expect(within(summary).queryByText("Estimated price")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Add a return transfer" }));
    expect(within(summary).getByText("Return").nextSibling).toHaveTextContent(
      "Date and time to choose",
    );
    expect(within(summary).getByText("Outbound leg").nextSibling).toHaveTextContent("£125.00");
    expect(within(summary).getByText("Return leg").nextSibling).toHaveTextContent("£125.00");
    expect(within(summary).getByText("Fixed price").nextSibling).toHaveTextContent("£250.00");
  });

  it("asks for the return date and time, focusing the gap, then stores the return", async () => {
    render(<ReturnStep />);
    fireEvent.click(screen.getByRole("radio", { name: "Add a return transfer" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const date = screen.getByLabelText("Return date");
    await waitFor(() => expect(date).toHaveAttribute("aria-invalid", "true"));
    expect(date).toHaveAccessibleDescription("Please select return date and time");
    await waitFor(() => expect(date).toHaveFocus());
    expect(push).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: "2030-01-01" } });
    fireEvent.change(screen.getByLabelText("Return time"), { target: { value: "09:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Return pickup must be after the outbound pickup"),
    ).toBeInTheDocument();

    fireEvent.change(date, { target: { value: "2030-01-03" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/pickup-info?booking_id=d-2"));
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!).returnTrip).toEqual({
      date: "2030-01-03",
      time: "09:00:00",
    });
  });
});
