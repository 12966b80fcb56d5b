import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { EditBookingDialog } from "@/components/admin/bookings/edit-booking-dialog";
import { ADMIN_BOOKING } from "@test/admin-booking";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

type Reply = { status?: number; body: Record<string, unknown> };
const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];

/** Answers each request by its URL; places and anything else get an empty list. */
function serve(routes: Record<string, Reply>) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url, method: init?.method ?? "GET", body });
    const reply = routes[url.split("?")[0]!] ?? { body: { success: true, data: [] } };
    return {
      ok: (reply.status ?? 200) < 400,
      status: reply.status ?? 200,
      json: async () => reply.body,
    };
  }) as unknown as typeof fetch;
}

const QUOTE_URL = "/api/admin/bookings/42/quote";
const requote = (data: Record<string, unknown>): Reply => ({
  body: { success: true, message: "", data },
});

function renderDialog() {
  const onSaved = jest.fn();
  const onOpenChange = jest.fn();
  render(
    <EditBookingDialog booking={ADMIN_BOOKING} onOpenChange={onOpenChange} onSaved={onSaved} />,
  );
  return {
    dialog: screen.getByRole("dialog", { name: "Edit Booking #42" }),
    onSaved,
    onOpenChange,
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  calls.length = 0;
});

describe("EditBookingDialog", () => {
  it("asks for no quote while nothing changed, then shows the server's re-quote, refund and e-mail", async () => {
    serve({
      [QUOTE_URL]: requote({
        price_pence: 10972,
        new_price_pence: 9000,
        refund_pence: 1972,
        changes: [
          {
            label: "Pickup time",
            old: "Monday, March 1, 2027 at 10:00",
            new: "Monday, March 1, 2027 at 11:30",
          },
          { label: "Price", old: "£109.72", new: "£90.00" },
        ],
        notify_customer: true,
      }),
    });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const price = within(dialog).getByRole("status", { name: "Price" });
    expect(price).toHaveTextContent("£109.72, unchanged");
    const time = within(dialog).getByLabelText("Pickup time");
    await user.clear(time);
    await user.type(time, "11:30");
    await waitFor(() => expect(price).toHaveTextContent("£109.72 → £90.00"));
    expect(price).toHaveTextContent("Saving refunds £19.72 to the customer's card.");
    expect(price).toHaveTextContent("The customer will be e-mailed these changes when you save");
    expect(price).toHaveTextContent("Price: £109.72 → £90.00");
    const asked = calls.filter((call) => call.url === QUOTE_URL);
    expect(asked.at(-1)?.body).toMatchObject({ booking_time: "11:30", status: "paid" });
    expect(asked.at(-1)?.body).not.toHaveProperty("manual_price");
  });

  it("says when the change tells the customer nothing, and shows a quote the server refused", async () => {
    serve({
      [QUOTE_URL]: requote({
        price_pence: 10972,
        new_price_pence: 10972,
        refund_pence: 0,
        changes: [],
        notify_customer: false,
      }),
    });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText("Notes for the chauffeur"), "Gate 3");
    const price = within(dialog).getByRole("status", { name: "Price" });
    await waitFor(() => expect(price).toHaveTextContent("no e-mail is sent"));
    serve({
      [QUOTE_URL]: {
        status: 400,
        body: {
          success: false,
          message: "Validation failed",
          errors: { pickup_location: "Pickup location could not be found." },
        },
      },
    });
    await user.type(within(dialog).getByLabelText("Passengers"), "2");
    await waitFor(() => expect(price).toHaveTextContent("Pickup location could not be found."));
  });

  it("checks the fields in the browser with the server's messages and sends nothing", async () => {
    serve({
      [QUOTE_URL]: {
        status: 400,
        body: { success: false, message: "Number of passengers is required" },
      },
    });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.clear(within(dialog).getByLabelText("Passengers"));
    await user.type(within(dialog).getByLabelText("Manual price (£, optional)"), "80");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Passengers")).toHaveAccessibleDescription(
        "Number of passengers is required",
      ),
    );
    expect(
      within(dialog).getByLabelText("Reason for the manual price"),
    ).toHaveAccessibleDescription("A reason is required for a manual price");
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it("puts the server's field errors under their fields", async () => {
    serve({
      "/api/bookings/42": {
        status: 400,
        body: {
          success: false,
          message: "Pickup time cannot be in the past",
          errors: {
            booking_date: "Pickup time cannot be in the past",
            flight_number: "Flight number must be at most 20 characters",
          },
        },
      },
    });
    const user = userEvent.setup();
    const { dialog, onSaved } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Pickup date")).toHaveAccessibleDescription(
        "Pickup time cannot be in the past",
      ),
    );
    expect(within(dialog).getByLabelText("Flight number")).toHaveAccessibleDescription(
      "Flight number must be at most 20 characters",
    );
    expect(toast.error).toHaveBeenCalledWith("Failed to update booking", {
      description: "Pickup time cannot be in the past",
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("saves the edited fields, with a manual price and its reason", async () => {
    serve({
      "/api/bookings/42": { body: { success: true, message: "", data: ADMIN_BOOKING } },
      [QUOTE_URL]: requote({
        price_pence: 10972,
        new_price_pence: 8050,
        refund_pence: 2922,
        changes: [{ label: "Price", old: "£109.72", new: "£80.50" }],
        notify_customer: true,
      }),
    });
    const user = userEvent.setup();
    const { dialog, onSaved, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText("Flight number"), "BA117");
    await user.type(within(dialog).getByLabelText("Manual price (£, optional)"), "80.5");
    // The quote prices the manual amount before a reason is typed; the save sends the reason.
    await waitFor(() => expect(calls.some((call) => call.url === QUOTE_URL)).toBe(true));
    const quoted = calls.filter((call) => call.url === QUOTE_URL).map((call) => call.body);
    expect(quoted.at(0)).toMatchObject({
      manual_price: 80.5,
      price_reason: "Price being quoted",
    });
    await waitFor(() =>
      expect(within(dialog).getByRole("status", { name: "Price" })).toHaveTextContent(
        "£109.72 → £80.50",
      ),
    );
    await user.type(within(dialog).getByLabelText("Reason for the manual price"), "Corporate");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({
      flight_number: "BA117",
      booking_time: "10:00",
      manual_price: 80.5,
      price_reason: "Corporate",
      is_self_booking: true,
    });
    expect(toast.success).toHaveBeenCalledWith("Booking updated successfully");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
