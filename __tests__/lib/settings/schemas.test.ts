import { DEFAULT_SITE_IDENTITY, reachPhrase } from "@/lib/site";
import { siteIdentity } from "@/lib/site-identity";
import { htmlLangFor, LANGUAGES, TIMEZONES } from "@/lib/settings/options";
import {
  billingSettingsSchema,
  dispatchSettingsSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
  securitySettingsSchema,
} from "@/lib/settings/schemas";
import {
  BILLING_DEFAULTS,
  DISPATCH_DEFAULTS,
  GENERAL_DEFAULTS,
  NOTIFICATION_DEFAULTS,
  SECURITY_DEFAULTS,
  parseStoredGroup,
  settingsDefaults,
} from "@/server/settings/registry";

describe("settings schemas and defaults", () => {
  it("has the spec's defaults, and they pass their own schemas", () => {
    expect(GENERAL_DEFAULTS).toMatchObject({ timezone: "UTC", language: "en" });
    expect(NOTIFICATION_DEFAULTS).toEqual({ email_notifications: true, marketing_emails: false });
    expect(generalSettingsSchema.parse(GENERAL_DEFAULTS)).toEqual(GENERAL_DEFAULTS);
    expect(notificationSettingsSchema.parse(NOTIFICATION_DEFAULTS)).toEqual(NOTIFICATION_DEFAULTS);
    expect(SECURITY_DEFAULTS).toEqual({ require_admin_2fa: false });
    expect(securitySettingsSchema.parse(SECURITY_DEFAULTS)).toEqual(SECURITY_DEFAULTS);
    expect(securitySettingsSchema.safeParse({ require_admin_2fa: "yes" }).success).toBe(false);
    expect(DISPATCH_DEFAULTS).toMatchObject({
      turnaround_buffer_minutes: 30,
      offer_expiry_seconds: 600,
    });
    expect(dispatchSettingsSchema.parse(DISPATCH_DEFAULTS)).toEqual(DISPATCH_DEFAULTS);
    expect(settingsDefaults()).toEqual({
      general: GENERAL_DEFAULTS,
      notifications: NOTIFICATION_DEFAULTS,
      security: SECURITY_DEFAULTS,
      dispatch: DISPATCH_DEFAULTS,
      billing: BILLING_DEFAULTS,
    });
  });

  it("keeps every group flat, so a shallow copy of its defaults cannot share anything", () => {
    const first = settingsDefaults();
    for (const group of Object.values(first))
      for (const value of Object.values(group))
        expect(["string", "number", "boolean"]).toContain(typeof value);
    first.general.site_name = "Changed";
    expect(settingsDefaults().general.site_name).toBe(GENERAL_DEFAULTS.site_name);
    expect(GENERAL_DEFAULTS.site_name).not.toBe("Changed");
  });

  it("billing: not VAT registered by default, at the UK's 20% when a number is entered", () => {
    expect(BILLING_DEFAULTS).toEqual({ vat_registration_number: "", vat_rate_percent: 20 });
    expect(billingSettingsSchema.parse(BILLING_DEFAULTS)).toEqual(BILLING_DEFAULTS);
    expect(
      billingSettingsSchema.parse({
        vat_registration_number: " GB123456789 ",
        vat_rate_percent: 17.5,
      }),
    ).toEqual({ vat_registration_number: "GB123456789", vat_rate_percent: 17.5 });
  });

  it.each([
    [{ vat_registration_number: "GB<script>", vat_rate_percent: 20 }, "vat_registration_number"],
    [{ vat_registration_number: "X".repeat(21), vat_rate_percent: 20 }, "vat_registration_number"],
    [{ vat_registration_number: 123, vat_rate_percent: 20 }, "vat_registration_number"],
    [{ vat_registration_number: "", vat_rate_percent: -1 }, "vat_rate_percent"],
    [{ vat_registration_number: "", vat_rate_percent: 100.1 }, "vat_rate_percent"],
    [{ vat_registration_number: "", vat_rate_percent: 17.55 }, "vat_rate_percent"],
    [{ vat_registration_number: "", vat_rate_percent: "20" }, "vat_rate_percent"],
  ])("billing refuses %j at %s", (value, field) => {
    const parsed = billingSettingsSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it("offers UTC, EST, PST and GMT as IANA zones and four languages with their html lang", () => {
    expect(TIMEZONES).toEqual(["UTC", "America/New_York", "America/Los_Angeles", "Europe/London"]);
    for (const zone of TIMEZONES)
      expect(() => new Intl.DateTimeFormat("en", { timeZone: zone })).not.toThrow();
    expect(LANGUAGES.map(htmlLangFor)).toEqual(["en-GB", "es", "fr", "de"]);
  });

  it("keeps the browser's default identity equal to the defaults as formatted on the server", () => {
    expect(siteIdentity(GENERAL_DEFAULTS)).toEqual(DEFAULT_SITE_IDENTITY);
  });

  it("quotes the reach from one set of figures", () => {
    expect(reachPhrase(DEFAULT_SITE_IDENTITY)).toBe("3 countries and 50+ cities");
    expect(reachPhrase({ countriesCount: 1, citiesCount: 7 })).toBe("1 country and 7+ cities");
  });

  it("normalises the phone and trims text; refuses unknown keys", () => {
    const parsed = generalSettingsSchema.parse({
      ...GENERAL_DEFAULTS,
      site_name: "  Apex  ",
      support_phone: "020 7946 0999",
    });
    expect(parsed).toMatchObject({ site_name: "Apex", support_phone: "+442079460999" });
    expect(generalSettingsSchema.safeParse({ ...GENERAL_DEFAULTS, extra: 1 }).success).toBe(false);
  });

  it("reads an older stored row with defaults for missing fields, and a broken one as defaults", () => {
    expect(parseStoredGroup("general", { site_name: "Old", retired_field: true })).toEqual({
      value: { ...GENERAL_DEFAULTS, site_name: "Old" },
      valid: true,
    });
    expect(parseStoredGroup("general", { language: "xx" })).toEqual({
      value: GENERAL_DEFAULTS,
      valid: false,
    });
    expect(parseStoredGroup("notifications", null).value).toEqual(NOTIFICATION_DEFAULTS);
  });
});
