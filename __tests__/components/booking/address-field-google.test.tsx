import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { resetPlacesConfigForTests } from "@/components/maps/places-source";
import { AddressHarness } from "@test/address-harness";

// Records whether the Google package was ever loaded, how the provider was mounted, and what the
// Places library returns, standing in for Google's script (jsdom cannot load it).
const mockGoogle = {
  imported: false,
  failLoad: false,
  providers: [] as { apiKey: string; libraries?: string[] }[],
  library: null as unknown,
};

jest.mock("@vis.gl/react-google-maps", () => {
  mockGoogle.imported = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories cannot use imports
  const React = require("react") as typeof import("react");
  return {
    APIProvider({
      apiKey,
      libraries,
      onError,
      children,
    }: {
      apiKey: string;
      libraries?: string[];
      onError?: (e: unknown) => void;
      children: ReactNode;
    }) {
      React.useEffect(() => {
        mockGoogle.providers.push({ apiKey, libraries });
        if (mockGoogle.failLoad)
          onError?.(new Error("The Google Maps JavaScript API could not load."));
      }, [apiKey, libraries, onError]);
      return mockGoogle.failLoad ? null : children;
    },
    useMapsLibrary: (name: string) => (name === "places" ? mockGoogle.library : null),
  };
});

jest.mock("sonner", () => ({ toast: { error: jest.fn() } }));

const offlineSuggestions = [
  {
    id: "uk-lhr",
    name: "Heathrow Airport",
    address: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
    lat: 51.47,
    lng: -0.4543,
  },
];

const fetchAutocompleteSuggestions = jest.fn(async () => ({
  suggestions: [
    {
      placePrediction: {
        placeId: "g-t5",
        mainText: { text: "Heathrow Terminal 5" },
        text: { text: "Heathrow Terminal 5, Hounslow, UK" },
      },
    },
    { placePrediction: null },
  ],
}));
const fetchFields = jest.fn();

class FakePlace {
  id: string;
  formattedAddress?: string;
  location?: { lat: () => number; lng: () => number };
  constructor({ id }: { id: string }) {
    this.id = id;
  }
  async fetchFields(request: { fields: string[] }) {
    fetchFields(this.id, request);
    this.formattedAddress = "Heathrow Terminal 5, Wallis Rd, Longford, Hounslow TW6 2GA, UK";
    this.location = { lat: () => 51.4723, lng: () => -0.4877 };
  }
}
class FakeSessionToken {}

function mockFetch(config: { provider: string; browserKey: string | null }) {
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () =>
      url === "/api/places/config"
        ? { success: true, data: config }
        : { success: true, data: offlineSuggestions },
  })) as unknown as typeof fetch;
}

const fetchedUrls = () => (global.fetch as jest.Mock).mock.calls.map(([url]) => String(url));

beforeEach(() => {
  resetPlacesConfigForTests();
  mockGoogle.failLoad = false;
  mockGoogle.providers = [];
  mockGoogle.library = {
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
    Place: FakePlace,
    AutocompleteSessionToken: FakeSessionToken,
  };
  jest.clearAllMocks();
});

// Runs first on purpose: the module registry remembers a package once it has been loaded.
it("without a key never imports the Google package and keeps using /api/places", async () => {
  mockFetch({ provider: "offline", browserKey: null });
  render(<AddressHarness onPick={jest.fn()} />);
  const input = screen.getByRole("combobox", { name: "Pickup location" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "heath" } });
  expect(await screen.findByRole("option", { name: /Heathrow Airport/ })).toBeInTheDocument();
  await waitFor(() => expect(fetchedUrls()).toContain("/api/places?country=uk&q=heath"));
  expect(mockGoogle.imported).toBe(false);
  expect(mockGoogle.providers).toHaveLength(0);
});

it("loads nothing from Google before focus; focus loads it and typing gives Google suggestions", async () => {
  mockFetch({ provider: "google", browserKey: "browser-key" });
  render(<AddressHarness onPick={jest.fn()} />);
  expect(global.fetch).not.toHaveBeenCalled();
  expect(mockGoogle.providers).toHaveLength(0);

  const input = screen.getByRole("combobox", { name: "Pickup location" });
  fireEvent.focus(input);
  await waitFor(() =>
    expect(mockGoogle.providers).toEqual([{ apiKey: "browser-key", libraries: ["places"] }]),
  );
  expect(mockGoogle.imported).toBe(true);
  // The empty-focus list of default airports still comes from the site's own index.
  expect(await screen.findByRole("option", { name: /Heathrow Airport/ })).toBeInTheDocument();
  expect(fetchedUrls()).toContain("/api/places?country=uk&q=");

  fireEvent.change(input, { target: { value: "heathrow t5" } });
  expect(await screen.findByRole("option", { name: /Heathrow Terminal 5/ })).toBeInTheDocument();
  expect(screen.getAllByRole("option")).toHaveLength(1);
  expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
    expect.objectContaining({
      input: "heathrow t5",
      includedRegionCodes: ["GB"],
      includedPrimaryTypes: ["geocode", "establishment"],
    }),
  );
  expect(fetchedUrls()).not.toContain("/api/places?country=uk&q=heathrow+t5");
});

it("choosing a Google prediction looks up its location and reports the formatted address", async () => {
  mockFetch({ provider: "google", browserKey: "browser-key" });
  const onPick = jest.fn();
  render(<AddressHarness onPick={onPick} />);
  const input = screen.getByRole("combobox", { name: "Pickup location" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "heathrow t5" } });
  await screen.findByRole("option", { name: /Heathrow Terminal 5/ });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.keyDown(input, { key: "Enter" });

  await waitFor(() =>
    expect(input).toHaveValue("Heathrow Terminal 5, Wallis Rd, Longford, Hounslow TW6 2GA, UK"),
  );
  expect(fetchFields).toHaveBeenCalledWith("g-t5", { fields: ["formattedAddress", "location"] });
  expect(onPick).toHaveBeenLastCalledWith(
    "Heathrow Terminal 5, Wallis Rd, Longford, Hounslow TW6 2GA, UK",
    { lat: 51.4723, lng: -0.4877 },
  );
  expect(screen.queryByRole("listbox")).toBeNull();
});

it("falls back to the legacy AutocompleteService with the country restriction and both types", async () => {
  const getPlacePredictions = jest.fn(async () => ({
    predictions: [
      {
        place_id: "g-kx",
        description: "King's Cross, London, UK",
        structured_formatting: { main_text: "King's Cross" },
      },
    ],
  }));
  mockGoogle.library = {
    AutocompleteService: class {
      getPlacePredictions = getPlacePredictions;
    },
  };
  mockFetch({ provider: "google", browserKey: "browser-key" });
  render(<AddressHarness onPick={jest.fn()} />);
  const input = screen.getByRole("combobox", { name: "Pickup location" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "kings cross" } });
  expect(await screen.findByRole("option", { name: /King's Cross/ })).toBeInTheDocument();
  expect(getPlacePredictions).toHaveBeenCalledWith(
    expect.objectContaining({
      input: "kings cross",
      componentRestrictions: { country: "GB" },
      types: ["geocode", "establishment"],
    }),
  );
});

it("after 3 failed retries toasts the load error and searches through /api/places instead", async () => {
  mockGoogle.failLoad = true;
  mockFetch({ provider: "google", browserKey: "browser-key" });
  const onPick = jest.fn();
  render(<AddressHarness onPick={onPick} />);
  const input = screen.getByRole("combobox", { name: "Pickup location" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "heath" } });

  await waitFor(
    () =>
      expect(toast.error).toHaveBeenCalledWith(
        "The Google Maps JavaScript API could not load.",
        expect.anything(),
      ),
    { timeout: 6000 },
  );
  expect(mockGoogle.providers).toHaveLength(4); // the first attempt and 3 retries
  await waitFor(() => expect(fetchedUrls()).toContain("/api/places?country=uk&q=heath"));
  const option = await screen.findByRole("option", { name: /Heathrow Airport/ });
  expect(fetchAutocompleteSuggestions).not.toHaveBeenCalled();

  await act(async () => fireEvent.click(option));
  expect(onPick).toHaveBeenLastCalledWith(offlineSuggestions[0]!.address, {
    lat: 51.47,
    lng: -0.4543,
  });
}, 10_000);

it("tells the user when a chosen prediction cannot be looked up, keeping the text", async () => {
  mockGoogle.library = {
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
    Place: class extends FakePlace {
      async fetchFields(): Promise<void> {
        throw new Error("network");
      }
    },
  };
  mockFetch({ provider: "google", browserKey: "browser-key" });
  const onPick = jest.fn();
  render(<AddressHarness onPick={onPick} />);
  const input = screen.getByRole("combobox", { name: "Pickup location" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: "heathrow t5" } });
  fireEvent.click(await screen.findByRole("option", { name: /Heathrow Terminal 5/ }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith("Failed to load location search. Please try again."),
  );
  expect(input).toHaveValue("Heathrow Terminal 5, Hounslow, UK");
  expect(onPick).not.toHaveBeenCalledWith(
    expect.anything(),
    expect.objectContaining({ lat: expect.any(Number) }),
  );
});
