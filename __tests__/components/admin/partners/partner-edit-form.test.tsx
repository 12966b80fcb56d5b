import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PartnerEditForm } from "@/components/admin/partners/partner-edit-form";
import type { AdminPartnerCard } from "@/components/admin/partners/partner-types";
import { RATE_MESSAGE, RATE_PERCENT_MESSAGE, SLUG_MESSAGE } from "@/lib/validations/partner-admin";
import { installFetchMock } from "@test/fetch-mock";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

// Only what the form reads; the rest of the card is not its.
const partner = {
  partner_id: 7,
  company_name: "Okafor Cars",
  slug: "okafor-cars",
  rate_airport_bps: 2000,
  rate_hourly_bps: 2000,
  rate_events_bps: 2500,
  rate_business_bps: 1250,
} as AdminPartnerCard;

const save = () => screen.getByRole("button", { name: "Save Changes" });

describe("PartnerEditForm (View Details' rates and page address)", () => {
  it("checks the rates and the address with the update schema before sending", async () => {
    const user = userEvent.setup();
    render(<PartnerEditForm partner={partner} />);
    expect(screen.getByLabelText("Business Travel commission (%)")).toHaveValue("12.5");
    await user.clear(screen.getByLabelText("Airport Transfers commission (%)"));
    await user.type(screen.getByLabelText("Airport Transfers commission (%)"), "twenty");
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText("Airport Transfers commission (%)")).toHaveAccessibleDescription(
        RATE_PERCENT_MESSAGE,
      ),
    );
    // Once the rates read as numbers, the handler's schema judges the payload itself.
    await user.clear(screen.getByLabelText("Airport Transfers commission (%)"));
    await user.type(screen.getByLabelText("Airport Transfers commission (%)"), "20");
    await user.clear(screen.getByLabelText("Page address (slug)"));
    await user.type(screen.getByLabelText("Page address (slug)"), "Not a slug!");
    await user.clear(screen.getByLabelText("Hourly Charter commission (%)"));
    await user.type(screen.getByLabelText("Hourly Charter commission (%)"), "150");
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText("Page address (slug)")).toHaveAccessibleDescription(
        SLUG_MESSAGE,
      ),
    );
    // Over 100% is the handler's own refusal (more than 10000 basis points).
    expect(screen.getByLabelText("Hourly Charter commission (%)")).toHaveAccessibleDescription(
      RATE_MESSAGE,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends basis points and shows a taken address on the address field", async () => {
    const user = userEvent.setup();
    const taken = "That page address is already taken";
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({ success: false, message: taken }),
    });
    render(<PartnerEditForm partner={partner} />);
    await user.clear(screen.getByLabelText("Page address (slug)"));
    await user.type(screen.getByLabelText("Page address (slug)"), "aurora");
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText("Page address (slug)")).toHaveAccessibleDescription(taken),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/partners/7");
    expect(JSON.parse(String(init.body))).toEqual({
      slug: "aurora",
      rate_airport_bps: 2000,
      rate_hourly_bps: 2000,
      rate_events_bps: 2500,
      rate_business_bps: 1250,
    });
  });
});
