import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsManager } from "@/components/admin/settings/settings-manager";
import { mockFetch, SAVED, sentBody } from "./settings-fixture";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const ok = (data: unknown, message = "Settings saved") => ({
  body: { success: true, message, data },
});

function renderManager() {
  const user = userEvent.setup();
  render(<SettingsManager saved={SAVED} adminEmail="admin@example.com" />);
  return user;
}

beforeEach(() => jest.clearAllMocks());

describe("SettingsManager", () => {
  it("shows the saved values on the spec's three tabs, and Cancel restores them", async () => {
    const fetchMock = mockFetch({});
    const user = renderManager();
    for (const name of ["General", "Notifications", "Dispatch", "Billing", "Security"])
      expect(screen.getByRole("tab", { name })).toBeInTheDocument();
    const siteName = screen.getByLabelText("Site Name");
    expect(siteName).toHaveValue("Apex Chauffeurs");
    expect(screen.getByRole("combobox", { name: "Timezone" })).toHaveTextContent("UTC");
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveTextContent("English");
    // Formatted once libphonenumber-js has loaded, after the first paint (ui/phone-field).
    await waitFor(() =>
      expect(screen.getByLabelText("Support Phone")).toHaveValue("020 7946 0321"),
    );
    await user.clear(siteName);
    await user.type(siteName, "Night Cars");
    await user.click(screen.getByRole("tab", { name: "Notifications" }));
    const marketing = screen.getByRole("switch", { name: "Marketing Emails" });
    expect(screen.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(marketing).toHaveAccessibleDescription(/no marketing e-mail is sent/);
    await user.click(marketing);
    expect(marketing).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(marketing).not.toBeChecked();
    await user.click(screen.getByRole("tab", { name: "General" }));
    expect(screen.getByLabelText("Site Name")).toHaveValue("Apex Chauffeurs");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the form before sending: a blank Site Name is refused in place", async () => {
    const fetchMock = mockFetch({});
    const user = renderManager();
    await user.clear(screen.getByLabelText("Site Name"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Site name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Site Name")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's 400 field errors next to their fields, on the tab that holds them", async () => {
    mockFetch({
      "PUT /api/admin/settings/general": {
        status: 400,
        body: {
          success: false,
          message: "Invalid phone number",
          errors: { support_phone: "Invalid phone number", business_address: "Too vague" },
        },
      },
    });
    const user = renderManager();
    await user.click(screen.getByRole("tab", { name: "Notifications" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true"),
    );
    expect(screen.getByLabelText("Support Phone")).toHaveAccessibleDescription(
      "Invalid phone number",
    );
    expect(screen.getByLabelText("Business Address")).toHaveAccessibleDescription("Too vague");
    expect(screen.queryByText("Settings saved")).not.toBeInTheDocument();
  });

  it("saves each group, says so, and Cancel then keeps the new saved values", async () => {
    const general = { ...SAVED.general, support_phone: "+442071234567", site_name: "Night Cars" };
    const fetchMock = mockFetch({
      "PUT /api/admin/settings/general": ok({ value: general, changed: ["site_name"] }),
      "PUT /api/admin/settings/notifications": ok({
        value: { email_notifications: false, marketing_emails: false },
        changed: ["email_notifications"],
      }),
      "PUT /api/admin/settings/dispatch": ok({ value: SAVED.dispatch, changed: [] }),
      "PUT /api/admin/settings/billing": ok({ value: SAVED.billing, changed: [] }),
    });
    const user = renderManager();
    await user.clear(screen.getByLabelText("Site Name"));
    await user.type(screen.getByLabelText("Site Name"), "Night Cars");
    await user.clear(screen.getByLabelText("Support Phone"));
    await user.type(screen.getByLabelText("Support Phone"), "020 7123 4567");
    await user.click(screen.getByRole("tab", { name: "Notifications" }));
    await user.click(screen.getByRole("switch", { name: "Email Notifications" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT /api/admin/settings/general")).toEqual({
      ...SAVED.general,
      site_name: "Night Cars",
      support_phone: "+44 020 7123 4567",
    });
    expect(sentBody(fetchMock, "PUT /api/admin/settings/notifications")).toEqual({
      email_notifications: false,
      marketing_emails: false,
    });
    expect(refresh).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("switch", { name: "Email Notifications" })).not.toBeChecked();
    await user.click(screen.getByRole("tab", { name: "General" }));
    expect(screen.getByLabelText("Site Name")).toHaveValue("Night Cars");
  });
});

describe("the Dispatch tab", () => {
  it("shows the buffers, the offer expiry and the chauffeur's share, and saves them as numbers", async () => {
    const dispatch = {
      turnaround_buffer_minutes: 45,
      setup_buffer_minutes: 10,
      offer_expiry_seconds: 90,
      driver_share_percent: 65,
    };
    const fetchMock = mockFetch({
      "PUT /api/admin/settings/general": ok({ value: SAVED.general, changed: [] }),
      "PUT /api/admin/settings/notifications": ok({ value: SAVED.notifications, changed: [] }),
      "PUT /api/admin/settings/dispatch": ok({
        value: dispatch,
        changed: ["turnaround_buffer_minutes"],
      }),
      "PUT /api/admin/settings/billing": ok({ value: SAVED.billing, changed: [] }),
    });
    const user = renderManager();
    await user.click(screen.getByRole("tab", { name: "Dispatch" }));
    const turnaround = screen.getByLabelText("Turnaround buffer (minutes)");
    expect(turnaround).toHaveValue(30);
    expect(screen.getByLabelText("Set-up buffer (minutes)")).toHaveValue(15);
    expect(screen.getByLabelText("Default offer expiry (seconds)")).toHaveValue(600);
    await user.clear(turnaround);
    await user.type(turnaround, "45");
    await user.clear(screen.getByLabelText("Set-up buffer (minutes)"));
    await user.type(screen.getByLabelText("Set-up buffer (minutes)"), "10");
    await user.clear(screen.getByLabelText("Default offer expiry (seconds)"));
    await user.type(screen.getByLabelText("Default offer expiry (seconds)"), "90");
    const share = screen.getByLabelText("Chauffeur's share of the fare (%)");
    expect(share).toHaveValue(70);
    await user.clear(share);
    await user.type(share, "65");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT /api/admin/settings/dispatch")).toEqual(dispatch);
  });

  it("refuses an offer expiry outside 90 to 1800 seconds in place, on its tab", async () => {
    const fetchMock = mockFetch({});
    const user = renderManager();
    await user.click(screen.getByRole("tab", { name: "Dispatch" }));
    const expiry = screen.getByLabelText("Default offer expiry (seconds)");
    await user.clear(expiry);
    await user.type(expiry, "60");
    await user.click(screen.getByRole("tab", { name: "General" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Dispatch" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    expect(screen.getByLabelText("Default offer expiry (seconds)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a chauffeur's share above 100% in place", async () => {
    const fetchMock = mockFetch({});
    const user = renderManager();
    await user.click(screen.getByRole("tab", { name: "Dispatch" }));
    const share = screen.getByLabelText("Chauffeur's share of the fare (%)");
    await user.clear(share);
    await user.type(share, "101");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Enter a whole percentage from 0 to 100")).toBeInTheDocument();
    expect(share).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the Billing tab", () => {
  it("saves the VAT registration number and a one-decimal rate", async () => {
    const billing = { vat_registration_number: "GB123456789", vat_rate_percent: 17.5 };
    const fetchMock = mockFetch({
      "PUT /api/admin/settings/general": ok({ value: SAVED.general, changed: [] }),
      "PUT /api/admin/settings/notifications": ok({ value: SAVED.notifications, changed: [] }),
      "PUT /api/admin/settings/dispatch": ok({ value: SAVED.dispatch, changed: [] }),
      "PUT /api/admin/settings/billing": ok({ value: billing, changed: ["vat_rate_percent"] }),
    });
    const user = renderManager();
    await user.click(screen.getByRole("tab", { name: "Billing" }));
    const number = screen.getByLabelText("VAT registration number");
    expect(number).toHaveAccessibleDescription(/receipts then say no VAT is charged/);
    await user.type(number, "GB123456789");
    const rate = screen.getByLabelText("VAT rate (%)");
    expect(rate).toHaveValue(20);
    await user.clear(rate);
    await user.type(rate, "17.5");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT /api/admin/settings/billing")).toEqual(billing);
  });

  it("refuses a VAT number with symbols in place, on its tab", async () => {
    const fetchMock = mockFetch({});
    const user = renderManager();
    await user.click(screen.getByRole("tab", { name: "Billing" }));
    await user.type(screen.getByLabelText("VAT registration number"), "GB-12/3");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(/Enter a VAT registration number/)).toBeInTheDocument();
    expect(screen.getByLabelText("VAT registration number")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("Send test e-mail", () => {
  const outcome = { adapter: "outbox", to: "admin@example.com", email_id: 9 };

  async function press(answer: Parameters<typeof mockFetch>[0][string]) {
    mockFetch({ "POST /api/admin/settings/test-email": answer });
    const user = renderManager();
    await user.click(screen.getByRole("tab", { name: "Notifications" }));
    await user.click(screen.getByRole("button", { name: "Send test e-mail" }));
  }

  it("names the recipient and the adapter when it was delivered", async () => {
    await press(ok({ ...outcome, delivered: true, error: null }, "Test e-mail sent"));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Test e-mail sent to admin@example.com. It was recorded in the local outbox",
    );
  });

  it("shows the provider's failure", async () => {
    await press(
      ok({ ...outcome, delivered: false, error: "The e-mail provider refused or did not answer." }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The test e-mail to admin@example.com was not delivered: The e-mail provider refused or did not answer.",
    );
  });

  it("shows the server's refusal (too many test e-mails)", async () => {
    await press({
      status: 429,
      body: { success: false, message: "Too many test e-mails. Please wait a minute." },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many test e-mails. Please wait a minute.",
    );
  });
});
