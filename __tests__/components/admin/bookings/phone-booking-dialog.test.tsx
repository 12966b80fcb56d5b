import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { PhoneBookingDialog } from "@/components/admin/bookings/phone-booking-dialog";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

type Reply = { status?: number; body: Record<string, unknown> };
type Call = { url: string; method: string; body: Record<string, unknown>; headers: HeadersInit };
const calls: Call[] = [];

/** Answers each request by its URL; places and anything else get an empty list. */
function serve(routes: Record<string, Reply>) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url, method: init?.method ?? "GET", body, headers: init?.headers ?? {} });
    const reply = routes[url.split("?")[0]!] ?? { body: { success: true, data: [] } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body };
  }) as unknown as typeof fetch;
}

const QUOTE_URL = "/api/admin/bookings/quote";
const HEATHROW = "Heathrow Airport (LHR), Hounslow TW6, United Kingdom";
const BIG_BEN = "Big Ben, Westminster, London SW1A 0AA, United Kingdom";
const quoteReply = (price: number, back = 0): Reply => ({
  body: {
    success: true,
    message: "",
    data: { price_pence: price, return_price_pence: back, total_pence: price + back },
  },
});

function renderDialog() {
  const onCreated = jest.fn();
  const onOpenChange = jest.fn();
  render(<PhoneBookingDialog open onOpenChange={onOpenChange} onCreated={onCreated} />);
  return { dialog: screen.getByRole("dialog", { name: "New Booking" }), onCreated, onOpenChange };
}

async function fillRide(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByRole("combobox", { name: "Pickup location" }), {
    target: { value: HEATHROW },
  });
  fireEvent.change(within(dialog).getByRole("combobox", { name: "Dropoff location" }), {
    target: { value: BIG_BEN },
  });
  fireEvent.change(within(dialog).getByLabelText("Pickup date"), {
    target: { value: "2027-03-01" },
  });
  fireEvent.change(within(dialog).getByLabelText("Pickup time"), { target: { value: "09:15" } });
}

async function fillNewCustomer(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole("radio", { name: "New customer" }));
  await user.type(within(dialog).getByLabelText("First name"), "Phoebe");
  await user.type(within(dialog).getByLabelText("Last name"), "Caller");
  await user.type(within(dialog).getByLabelText("Email"), "phoebe@example.com");
  await user.type(within(dialog).getByLabelText("Phone number"), "07700 900123");
}

beforeEach(() => {
  jest.clearAllMocks();
  calls.length = 0;
});

describe("PhoneBookingDialog", () => {
  it("shows the server's price once the ride is filled in, with the return leg's", async () => {
    serve({ [QUOTE_URL]: quoteReply(15781) });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const price = within(dialog).getByRole("status", { name: "Price" });
    expect(price).toHaveTextContent("Enter the ride to see its price.");
    await fillRide(dialog);
    // A half-typed guest passenger does not stop the price.
    await user.click(within(dialog).getByRole("radio", { name: "Another passenger (guest)" }));
    await waitFor(() => expect(price).toHaveTextContent("£157.81"));
    expect(calls.filter((call) => call.url === QUOTE_URL).at(-1)?.body).toEqual({
      booking: expect.objectContaining({
        pickup_location: HEATHROW,
        dropoff_location: BIG_BEN,
        booking_date: "2027-03-01",
        booking_time: "09:15",
        number_of_passengers: 1,
        is_self_booking: true,
      }),
    });
    serve({ [QUOTE_URL]: quoteReply(15781, 15781) });
    await user.click(within(dialog).getByRole("radio", { name: "Return journey" }));
    fireEvent.change(within(dialog).getByLabelText("Return date"), {
      target: { value: "2027-03-05" },
    });
    fireEvent.change(within(dialog).getByLabelText("Return time"), { target: { value: "18:30" } });
    await waitFor(() =>
      expect(price).toHaveTextContent("Outbound £157.81 + return £157.81 = £315.62"),
    );
    expect(calls.at(-1)?.body).toMatchObject({
      booking: { return_trip: { booking_date: "2027-03-05", booking_time: "18:30" } },
    });
  });

  it("checks the customer, the ride and the guest in the browser with the server's messages", async () => {
    serve({ [QUOTE_URL]: quoteReply(15781) });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Find a customer")).toHaveAccessibleDescription(
        "Choose a customer or enter the new customer's name, e-mail and phone number",
      ),
    );
    await user.click(within(dialog).getByRole("radio", { name: "New customer" }));
    await user.click(within(dialog).getByRole("radio", { name: "Another passenger (guest)" }));
    await user.click(within(dialog).getByRole("radio", { name: "Return journey" }));
    await user.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("First name")).toHaveAccessibleDescription(
        "First name is required",
      ),
    );
    expect(
      within(dialog).getByRole("combobox", { name: "Pickup location" }),
    ).toHaveAccessibleDescription("Pickup location is required");
    expect(within(dialog).getByLabelText("Return date")).toHaveAccessibleDescription(
      expect.stringMatching(/return/i),
    );
    // As on the server, the passenger rule is checked once the ride's own fields are valid.
    await fillRide(dialog);
    await user.click(within(dialog).getByRole("radio", { name: "One way" }));
    await user.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Passenger first name")).toHaveAccessibleDescription(
        "Passenger first name is required",
      ),
    );
    expect(
      within(dialog).getByRole("combobox", { name: "Passenger title" }),
    ).toHaveAccessibleDescription("Passenger title is required");
    expect(calls.filter((call) => call.url === "/api/admin/bookings")).toEqual([]);
  });

  it("puts the server's field errors under the customer's and the ride's fields", async () => {
    serve({
      [QUOTE_URL]: quoteReply(15781),
      "/api/admin/bookings": {
        status: 409,
        body: {
          success: false,
          message: "This e-mail belongs to a staff or partner account",
          errors: {
            "customer.email": "This e-mail belongs to a staff or partner account",
            booking_date: "Pickup time cannot be in the past",
          },
        },
      },
    });
    const user = userEvent.setup();
    const { dialog, onCreated } = renderDialog();
    await fillNewCustomer(dialog);
    await fillRide(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription(
        "This e-mail belongs to a staff or partner account",
      ),
    );
    expect(within(dialog).getByLabelText("Pickup date")).toHaveAccessibleDescription(
      "Pickup time cannot be in the past",
    );
    expect(toast.error).toHaveBeenCalledWith("Failed to create booking", {
      description: "This e-mail belongs to a staff or partner account",
    });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("sends the guest passenger, flight, sign, notes, return leg and offline payment", async () => {
    serve({
      [QUOTE_URL]: quoteReply(15781),
      "/api/admin/bookings": {
        status: 201,
        body: { success: true, message: "Booking created successfully", data: { booking_id: 77 } },
      },
    });
    const user = userEvent.setup();
    const { dialog, onCreated, onOpenChange } = renderDialog();
    await fillNewCustomer(dialog);
    await fillRide(dialog);
    await user.type(within(dialog).getByLabelText("Flight number"), "BA117");
    await user.type(within(dialog).getByLabelText("Pickup sign"), "Dr Lovelace");
    await user.type(within(dialog).getByLabelText("Notes for the chauffeur"), "Child seat");
    await user.click(within(dialog).getByRole("radio", { name: "Another passenger (guest)" }));
    await user.type(within(dialog).getByLabelText("Passenger first name"), "Ada");
    await user.type(within(dialog).getByLabelText("Passenger last name"), "Lovelace");
    await user.type(within(dialog).getByLabelText("Passenger email"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Passenger phone number"), "07700 900456");
    await user.click(within(dialog).getByRole("radio", { name: "Return journey" }));
    fireEvent.change(within(dialog).getByLabelText("Return date"), {
      target: { value: "2027-03-05" },
    });
    fireEvent.change(within(dialog).getByLabelText("Return time"), { target: { value: "18:30" } });
    await user.click(within(dialog).getByRole("radio", { name: /Paid offline/ }));
    await user.type(within(dialog).getByLabelText("Payment reference"), "CASH-0042");
    await user.click(within(dialog).getByRole("combobox", { name: "Passenger title" }));
    await user.click(await screen.findByRole("option", { name: "Dr." }));
    await user.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(77));
    const created = calls.find((call) => call.url === "/api/admin/bookings");
    expect(created?.headers).toMatchObject({ "Idempotency-Key": expect.stringMatching(/^phone-/) });
    expect(created?.body).toEqual({
      customer: {
        first_name: "Phoebe",
        last_name: "Caller",
        email: "phoebe@example.com",
        phone_number: expect.stringContaining("7700 900123"),
      },
      booking: expect.objectContaining({
        pickup_location: HEATHROW,
        dropoff_location: BIG_BEN,
        flight_number: "BA117",
        pickup_sign: "Dr Lovelace",
        notes_for_chauffeur: "Child seat",
        is_self_booking: false,
        guest_title: "dr",
        guest_first_name: "Ada",
        guest_last_name: "Lovelace",
        guest_email: "ada@example.com",
        guest_phone_number: expect.stringContaining("7700 900456"),
        return_trip: { booking_date: "2027-03-05", booking_time: "18:30" },
      }),
      payment: { mode: "offline", method: "cash", reference: "CASH-0042" },
    });
    expect(toast.success).toHaveBeenCalledWith("Booking created successfully");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
  it("keeps a chosen place's name ('The Savoy') with its address in the booking it sends", async () => {
    const savoy = "Strand, London WC2R 0EZ, United Kingdom";
    serve({
      [QUOTE_URL]: quoteReply(11084),
      "/api/places": {
        body: {
          success: true,
          data: [{ id: "savoy", name: "The Savoy", address: savoy, lat: 51.51, lng: -0.12 }],
        },
      },
      "/api/admin/bookings": {
        status: 201,
        body: { success: true, message: "Booking created successfully", data: { booking_id: 78 } },
      },
    });
    const user = userEvent.setup();
    const { dialog, onCreated } = renderDialog();
    await fillNewCustomer(dialog);
    await fillRide(dialog);
    const pickup = within(dialog).getByRole("combobox", { name: "Pickup location" });
    fireEvent.change(pickup, { target: { value: "Savoy" } });
    fireEvent.focus(pickup);
    const suggestions = document.getElementById(pickup.getAttribute("aria-controls") ?? "");
    fireEvent.click(await within(suggestions!).findByRole("option", { name: /The Savoy/ }));
    await waitFor(() => expect(pickup).toHaveValue(savoy));
    expect(pickup).toHaveAccessibleDescription("Chosen place: The Savoy");
    await user.click(within(dialog).getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(78));
    const created = calls.find((call) => call.url === "/api/admin/bookings");
    expect(created?.body).toMatchObject({
      booking: { pickup_location: savoy, pickup_place_name: "The Savoy", dropoff_place_name: null },
    });
  });
});
