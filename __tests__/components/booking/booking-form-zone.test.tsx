import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BookingForm } from "@/components/booking/booking-form";
import { DRAFT_STORAGE_KEY } from "@/components/booking/draft-store";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

const YVR = {
  id: "ca-yvr",
  name: "Vancouver International Airport",
  address: "Vancouver International Airport (YVR), Richmond, BC, Canada",
  lat: 49.1967,
  lng: -123.1815,
};
const UNION = {
  id: "ca-union",
  name: "Union Station",
  address: "Union Station, Toronto, ON, Canada",
  lat: 43.6453,
  lng: -79.3806,
};

function answer(data: unknown) {
  return { ok: true, status: 200, json: async () => ({ success: true, data }) };
}

/** Vancouver's wall clock 2.5 hours from now, on the form's 15-minute slots. */
function vancouverSoon(): { date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 150 * 60_000) / 900_000) * 900_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Vancouver",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

async function choose(label: string, typed: string, option: RegExp) {
  const field = screen.getByRole("combobox", { name: label });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: typed } });
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

describe("BookingForm in the pickup's own time zone", () => {
  // A fixed clock (only Date; timers run as usual): 11:00 in Vancouver, 14:00 in Toronto, so
  // the answer cannot depend on when the suite runs (late at night the +2.5 h slot crosses into
  // tomorrow and the date and time lists change under the test).
  beforeAll(() => {
    jest.useFakeTimers({
      now: new Date("2030-06-15T18:00:00Z"),
      doNotFake: [
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "setImmediate",
        "clearImmediate",
        "nextTick",
        "queueMicrotask",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "requestIdleCallback",
        "cancelIdleCallback",
        "hrtime",
        "performance",
      ],
    });
  });
  afterAll(() => jest.useRealTimers());

  beforeEach(() => {
    push.mockReset();
    window.localStorage.clear();
    global.fetch = jest.fn(async (url: string) => {
      if (url.startsWith("/api/places/time-zone"))
        return answer({ time_zone: "America/Vancouver" });
      if (url.startsWith("/api/places/config"))
        return answer({ provider: "offline", browserKey: null });
      return answer([YVR, UNION]);
    }) as unknown as typeof fetch;
  });

  it("accepts a Vancouver pickup 2.5 hours ahead (already past in Toronto) and names the zone 'Pacific'", async () => {
    render(<BookingForm />);
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "canada" } });
    expect(screen.getByLabelText("Time")).toHaveAccessibleDescription(
      "Local time at the pickup (Eastern)",
    );
    await choose("Pickup location", "vancouver", /Vancouver International/);
    await waitFor(() =>
      expect(screen.getByLabelText("Time")).toHaveAccessibleDescription(
        "Local time at the pickup (Pacific)",
      ),
    );
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/places/time-zone?lat=49.1967&lng=-123.1815",
      expect.anything(),
    );
    await choose("Destination", "union", /Union Station/);
    const soon = vancouverSoon();
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: soon.date } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: soon.time } });
    fireEvent.click(screen.getByRole("button", { name: "Get prices" }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(screen.queryByText("Pickup time cannot be in the past")).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({
      destinationCountry: "canada",
      pickupTimeZone: "America/Vancouver",
      time: `${soon.time}:00`,
    });
  });
});
