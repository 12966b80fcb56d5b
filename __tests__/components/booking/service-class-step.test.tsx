import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ServiceClassStep } from "@/components/booking/service-class-step";
import { DRAFT_STORAGE_KEY } from "@/components/booking/draft-store";
import type { RideQuote } from "@/lib/pricing";
import { heathrowDraft } from "@test/booking";

const push = jest.fn();
const replace = jest.fn();
let query = "booking_id=d-1";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace }),
  useSearchParams: () => new URLSearchParams(query),
}));
const toastError = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...args: unknown[]) => toastError(...args), success: jest.fn() },
}));

const draft = heathrowDraft({ passengers: 8, luggage: 8 });

const quote: Omit<RideQuote, "ride_area_city"> = {
  distance_miles: 20.08,
  currency: "gbp",
  classes: [
    {
      service_type: "business_class",
      name: "Business Class",
      vehicle: "E-Class or similar",
      passengers: 3,
      luggage: 3,
      cars: 3,
      price: 329.16,
      price_pence: 32916,
    },
    {
      service_type: "first_class",
      name: "First Class",
      vehicle: "S-Class or similar",
      passengers: 3,
      luggage: 3,
      cars: 3,
      price: 473.43,
      price_pence: 47343,
    },
    {
      service_type: "business_van",
      name: "Business Van/SUV",
      vehicle: "V-Class or similar",
      passengers: 5,
      luggage: 5,
      cars: 2,
      price: 315.62,
      price_pence: 31562,
    },
  ],
};

describe("ServiceClassStep", () => {
  beforeEach(() => {
    query = "booking_id=d-1";
    push.mockReset();
    replace.mockReset();
    toastError.mockReset();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ success: true, data: quote }),
    })) as unknown as typeof fetch;
  });

  it("shows each class's vehicle and the chosen price beside Continue", async () => {
    render(<ServiceClassStep />);
    const bar = screen.getByTestId("continue-bar");
    expect(bar).toHaveTextContent("Choose a class to continue");
    expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
    await screen.findByTestId("price-business_van");
    expect(screen.getByTestId("vehicle-business_van")).toHaveAttribute(
      "src",
      "/vehicles/business-van.svg",
    );
    expect(screen.getByTestId("vehicle-first_class")).toHaveAttribute(
      "src",
      "/vehicles/first-class.svg",
    );
    fireEvent.click(screen.getByRole("radio", { name: /Business Van\/SUV/ }));
    expect(bar).toHaveTextContent("Business Van/SUV: £315.62 (2 cars)");
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  it("explains the chosen class's price: its lines sum to the quoted total", async () => {
    render(<ServiceClassStep />);
    await screen.findByTestId("price-business_van");
    expect(screen.queryByRole("button", { name: "How is this price made?" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /Business Van\/SUV/ }));
    fireEvent.click(screen.getByRole("button", { name: "How is this price made?" }));
    const list = screen.getByLabelText("Price breakdown");
    expect(list).toHaveTextContent("Business Van/SUV base fare (first 2 miles) × 2 cars");
    expect(list).toHaveTextContent(/Distance: .* more miles at £3\.75 a mile × 2 cars/);
    expect(list).toHaveTextContent("Total£315.62");
  });

  it("shows the prices worked out while the server rendered the page, without asking again", () => {
    const stored = JSON.stringify(draft);
    render(
      <ServiceClassStep
        storedDraft={stored}
        serverQuote={{
          quote: { ...quote, ride_area_city: null },
          pickup: draft.pickupCoordinates!,
          dropoff: draft.dropoffCoordinates,
        }}
      />,
    );
    expect(screen.getByTestId("price-business_van")).toHaveTextContent("£315.62(2 cars)");
    expect(global.fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: /First Class/ }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({
      serviceType: "first_class",
      pricePence: 47343,
      pickupCoordinates: draft.pickupCoordinates,
    });
  });

  it("shows the server's prices with the number of cars and continues once a class is chosen", async () => {
    render(<ServiceClassStep />);
    expect(await screen.findAllByText("(3 cars)")).toHaveLength(2);
    expect(screen.getByTestId("price-business_van")).toHaveTextContent("£315.62(2 cars)");
    const body = JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body));
    expect(body).toMatchObject({
      booking_type: "point_to_point",
      pickup: { lat: 51.47 },
      number_of_passengers: 8,
      number_of_luggage: 8,
    });
    const continueButton = screen.getByRole("button", { name: "Continue" });
    expect(continueButton).toBeDisabled();
    fireEvent.click(screen.getByRole("radio", { name: /First Class/ }));
    expect(continueButton).toBeEnabled();
    fireEvent.click(continueButton);
    expect(push).toHaveBeenCalledWith("/return-transfer?booking_id=d-1");
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({
      serviceType: "first_class",
      pricePence: 47343,
      cars: 3,
    });
    expect(screen.getByText("All classes include")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Map of the route/ })).toBeInTheDocument();
  });

  it.each([
    [
      "the maps service is down (503)",
      {
        ok: false,
        status: 503,
        json: async () => ({
          success: false,
          message: "Failed to load location search. Please try again.",
        }),
      },
    ],
    [
      "a proxy answers with HTML",
      {
        ok: false,
        status: 502,
        json: async () => Promise.reject(new SyntaxError("Unexpected token <")),
      },
    ],
  ])("says 'Failed to calculate distance. Please try again.' when %s", async (_case, answer) => {
    global.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
    render(<ServiceClassStep />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to calculate distance. Please try again.",
    );
    expect(toastError).toHaveBeenCalledWith("Failed to calculate distance. Please try again.");
  });

  it("sends the user home with 'Invalid booking session' without booking_id", async () => {
    query = "";
    render(<ServiceClassStep />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(toastError).toHaveBeenCalledWith("Invalid booking session");
  });

  it("sends the user home with 'Booking not found' for an unknown booking_id", async () => {
    query = "booking_id=other";
    render(<ServiceClassStep />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(toastError).toHaveBeenCalledWith("Booking not found");
  });

  it("names an hourly Toronto ride's area after the city the server answers", async () => {
    const toronto = {
      ...draft,
      bookingType: "hourly",
      destinationCountry: "canada",
      pickupLocation: "65 Front St W, Toronto, ON M5J 1E6, Canada",
      pickupCoordinates: { lat: 43.6453, lng: -79.3806 },
      dropoffLocation: undefined,
      dropoffCoordinates: undefined,
      duration: 4,
      rideArea: "outside",
    };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(toronto));
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({
        success: true,
        data: { ...quote, distance_miles: null, ride_area_city: "Toronto" },
      }),
    })) as unknown as typeof fetch;
    render(<ServiceClassStep />);
    expect(await screen.findByText("Ride area: Outside Toronto")).toBeInTheDocument();
    expect(screen.getByText("Hourly rides are billed for at least 4 hours.")).toBeInTheDocument();
    expect(screen.queryByText(/London/)).not.toBeInTheDocument();
  });
});
