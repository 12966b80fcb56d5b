import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { ReturnStep } from "@/components/booking/return-step";
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  writeDraft,
  type BookingDraftState,
} from "@/components/booking/draft-store";

// This file drives react-dom itself (no Testing Library), so it says it runs under act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace }),
  useSearchParams: () => new URLSearchParams("booking_id=d-9"),
}));
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn() } }));

const draft: BookingDraftState = {
  id: "d-9",
  status: "Pending",
  bookingType: "point_to_point",
  destinationCountry: "uk",
  pickupLocation: "Heathrow Airport (LHR), Hounslow TW6",
  dropoffLocation: "Big Ben, London SW1A 0AA",
  date: "2030-01-01",
  time: "09:30:00",
  passengers: 2,
  luggage: 1,
  serviceType: "first_class",
  pricePence: 12_500,
};

afterEach(() => {
  window.localStorage.clear();
  document.cookie = "booking-draft=; path=/; max-age=0";
  replace.mockReset();
});

describe("a booking step rendered on the server", () => {
  it("has the form and the ride summary in its HTML when the server has the draft's copy", () => {
    const html = renderToString(<ReturnStep storedDraft={JSON.stringify(draft)} />);
    expect(html).toContain("Do you need a ride back?");
    expect(html).toContain("Heathrow Airport (LHR), Hounslow TW6");
    expect(html).toContain("£125.00");
    expect(html).not.toContain("Loading your booking");
  });

  it("shows the loading line without it, as before (the browser reads its storage)", () => {
    const html = renderToString(<ReturnStep storedDraft={null} />);
    expect(html).toContain("Loading your booking");
    expect(html).not.toContain("Heathrow");
  });

  it("hydrates the server's HTML without a mismatch and keeps the user on the step", async () => {
    const json = JSON.stringify(draft);
    window.localStorage.setItem(DRAFT_STORAGE_KEY, json);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ReturnStep storedDraft={json} />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ReturnStep storedDraft={json} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain("Do you need a ride back?");
    expect(replace).not.toHaveBeenCalled();
    container.remove();
  });

  it("trusts the browser's storage over a stale server copy: no draft there sends the user home", async () => {
    const container = document.createElement("div");
    const json = JSON.stringify(draft);
    container.innerHTML = renderToString(<ReturnStep storedDraft={json} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <ReturnStep storedDraft={json} />);
    });
    expect(replace).toHaveBeenCalledWith("/");
    container.remove();
  });
});

describe("the draft's cookie copy", () => {
  const cookieValue = () =>
    document.cookie
      .split("; ")
      .find((pair) => pair.startsWith("booking-draft="))
      ?.slice("booking-draft=".length);

  it("is written with the draft and removed with it", () => {
    writeDraft(draft);
    expect(decodeURIComponent(cookieValue() ?? "")).toBe(
      window.localStorage.getItem(DRAFT_STORAGE_KEY),
    );
    clearDraft();
    expect(cookieValue() ?? "").toBe("");
  });

  it("is left out when the draft is too long for a cookie (the page then renders in the browser)", () => {
    writeDraft({ ...draft, pickupLocation: "é".repeat(300), dropoffLocation: "é".repeat(300) });
    expect(cookieValue() ?? "").toBe("");
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toContain("ééé");
  });
});
