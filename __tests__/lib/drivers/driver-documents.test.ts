import { DOCUMENT_LABELS, dueThreshold } from "@/lib/documents/expiry-warnings";
import { EXPIRED_PHV_LICENCE_MESSAGE, resolveDriverStatus } from "@/lib/drivers/driver-status";
import {
  driverDocumentExpiries,
  lapsedDriverDocuments,
  lapsedSentence,
} from "@/lib/drivers/driver-documents";
import { PHV_LICENCE_EXPIRY_MESSAGES } from "@/lib/validations/driver-fields";
import { driverUpdateSchema } from "@/lib/validations/driver-admin";

describe("a chauffeur's documents", () => {
  const driver = { driving_license_expiry_date: "2031-03-31", phv_licence_expiry: "2031-02-28" };

  it("lists both licences in a fixed order, labelled for the warnings", () => {
    expect(driverDocumentExpiries(driver)).toEqual([
      { document: "driving_licence", expiry: "2031-03-31" },
      { document: "phv_driver_licence", expiry: "2031-02-28" },
    ]);
    expect(DOCUMENT_LABELS.phv_driver_licence).toBe("PHV driver licence");
    // The same 30/14/7/2-day brackets as every other document.
    expect(dueThreshold("2031-02-28", "2031-02-14")).toBe(14);
  });

  it("lapses a licence the day after its expiry, and never one without a date", () => {
    expect(lapsedDriverDocuments(driver, "2031-02-28")).toEqual([]);
    const lapsed = lapsedDriverDocuments(driver, "2031-03-01");
    expect(lapsed).toEqual([
      { document: "phv_driver_licence", expiry: "2031-02-28", lapsed_on: "2031-03-01" },
    ]);
    expect(lapsedSentence(lapsed[0]!)).toBe("PHV driver licence lapsed on 2031-03-01");
    expect(
      lapsedDriverDocuments(
        { driving_license_expiry_date: null, phv_licence_expiry: null },
        "2040-01-01",
      ),
    ).toEqual([]);
  });
});

describe("the PHV driver licence expiry an administrator enters", () => {
  const parse = (value: unknown) => driverUpdateSchema.safeParse({ phv_licence_expiry: value });

  it("takes a date, a past one too, and clears on blank or null", () => {
    expect(parse("2032-05-01").data?.phv_licence_expiry).toBe("2032-05-01");
    expect(parse("2019-05-01").data?.phv_licence_expiry).toBe("2019-05-01");
    expect(parse("").data?.phv_licence_expiry).toBeNull();
    expect(parse(null).data?.phv_licence_expiry).toBeNull();
  });

  it("refuses a malformed date and one before 2000", () => {
    expect(parse("01/05/2032").error?.issues[0]?.message).toBe(PHV_LICENCE_EXPIRY_MESSAGES.format);
    expect(parse("2031-02-30").error?.issues[0]?.message).toBe(PHV_LICENCE_EXPIRY_MESSAGES.format);
    expect(parse("1999-12-31").error?.issues[0]?.message).toBe(
      PHV_LICENCE_EXPIRY_MESSAGES.tooEarly,
    );
  });
});

describe("the PHV driver licence in the driver status rules", () => {
  const base = { licenseExpiryDate: "2099-12-31", today: "2031-03-01" } as const;

  it("refuses Available while it is lapsed, and takes an Available driver off on an edit", () => {
    expect(
      resolveDriverStatus({
        ...base,
        current: "Unavailable",
        requested: "Available",
        phvLicenceExpiry: "2031-02-28",
      }),
    ).toEqual({ ok: false, reason: EXPIRED_PHV_LICENCE_MESSAGE });
    expect(
      resolveDriverStatus({
        ...base,
        current: "Available",
        requested: "Available",
        phvLicenceExpiry: "2031-02-28",
      }),
    ).toEqual({ ok: true, status: "Unavailable", changed: true, licenseExpiredDowngrade: true });
  });

  it("lets a licence valid today, or none recorded, through", () => {
    for (const phvLicenceExpiry of ["2031-03-01", null])
      expect(
        resolveDriverStatus({
          ...base,
          current: "Unavailable",
          requested: "Available",
          phvLicenceExpiry,
        }),
      ).toMatchObject({ ok: true, status: "Available" });
  });
});
