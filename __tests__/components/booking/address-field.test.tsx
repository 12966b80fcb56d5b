import { act, fireEvent, render, screen } from "@testing-library/react";
import { AddressField } from "@/components/booking/address-field";
import { AddressHarness } from "@test/address-harness";

const suggestions = [
  {
    id: "uk-lhr",
    name: "Heathrow Airport",
    address: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
    lat: 51.47,
    lng: -0.4543,
  },
  {
    id: "uk-lgw",
    name: "Gatwick Airport",
    address: "Gatwick Airport (LGW), Horley, Gatwick RH6 0NP, United Kingdom",
    lat: 51.15,
    lng: -0.18,
  },
];

describe("AddressField", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ success: true, data: suggestions }),
    })) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  async function flush() {
    await act(async () => {
      jest.advanceTimersByTime(150);
      await Promise.resolve();
      await Promise.resolve();
    });
  }

  it("shows suggestions on focus, debounced, from /api/places for the country", async () => {
    render(<AddressHarness />);
    const input = screen.getByRole("combobox", { name: "Pickup location" });
    fireEvent.focus(input);
    // Focus only asks which provider to use; the suggestion request waits for the debounce.
    expect(global.fetch).not.toHaveBeenCalledWith(
      expect.stringContaining("/api/places?"),
      expect.anything(),
    );
    await flush();
    expect(global.fetch).toHaveBeenCalledWith("/api/places?country=uk&q=", expect.anything());
    expect(screen.getAllByRole("option")).toHaveLength(2);
    expect(input).toHaveAttribute("aria-expanded", "true");
  });

  it("chooses with the arrow keys and Enter, using the full address and coordinates", async () => {
    const onPick = jest.fn();
    render(<AddressHarness onPick={onPick} />);
    const input = screen.getByRole("combobox", { name: "Pickup location" });
    fireEvent.focus(input);
    await flush();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", expect.stringContaining("-1"));
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input).toHaveValue(suggestions[1]!.address);
    expect(onPick).toHaveBeenLastCalledWith(suggestions[1]!.address, { lat: 51.15, lng: -0.18 });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("closes on Escape and 200 ms after blur", async () => {
    render(<AddressHarness />);
    const input = screen.getByRole("combobox", { name: "Pickup location" });
    fireEvent.focus(input);
    await flush();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    fireEvent.change(input, { target: { value: "gat" } });
    await flush();
    expect(input).toHaveAttribute("aria-expanded", "true");
    fireEvent.blur(input);
    act(() => jest.advanceTimersByTime(199));
    expect(input).toHaveAttribute("aria-expanded", "true");
    act(() => jest.advanceTimersByTime(1));
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("is disabled until a country is chosen", () => {
    render(
      <AddressField
        label="Pickup location"
        name="pickup"
        country=""
        value=""
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Pickup location" })).toBeDisabled();
  });
});
