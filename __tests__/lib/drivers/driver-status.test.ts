import {
  EXPIRED_LICENSE_MESSAGE,
  licenseState,
  MISSING_LICENSE_EXPIRY_MESSAGE,
  resolveDriverStatus,
} from "@/lib/drivers/driver-status";

const today = "2026-06-15";

describe("resolveDriverStatus", () => {
  it("lets an administrator set any status when the licence is valid", () => {
    for (const current of ["Available", "Unavailable", "Under Review"] as const)
      for (const requested of ["Available", "Unavailable", "Under Review"] as const) {
        const result = resolveDriverStatus({
          current,
          requested,
          licenseExpiryDate: "2027-01-01",
          today,
        });
        expect(result).toEqual({
          ok: true,
          status: requested,
          changed: current !== requested,
          licenseExpiredDowngrade: false,
        });
      }
  });

  it("refuses Available for an expired or unknown licence", () => {
    expect(
      resolveDriverStatus({
        current: "Under Review",
        requested: "Available",
        licenseExpiryDate: "2026-06-14",
        today,
      }),
    ).toEqual({ ok: false, reason: EXPIRED_LICENSE_MESSAGE });
    expect(
      resolveDriverStatus({
        current: "Unavailable",
        requested: "Available",
        licenseExpiryDate: null,
        today,
      }),
    ).toEqual({ ok: false, reason: MISSING_LICENSE_EXPIRY_MESSAGE });
  });

  it("the expiry day itself is still valid", () => {
    expect(
      resolveDriverStatus({
        current: "Unavailable",
        requested: "Available",
        licenseExpiryDate: today,
        today,
      }),
    ).toMatchObject({ ok: true, status: "Available" });
  });

  it("makes an Available driver with an expired licence Unavailable", () => {
    expect(
      resolveDriverStatus({
        current: "Available",
        requested: "Available",
        licenseExpiryDate: "2026-01-01",
        today,
      }),
    ).toEqual({ ok: true, status: "Unavailable", changed: true, licenseExpiredDowngrade: true });
  });
});

describe("licenseState", () => {
  it.each([
    [null, { days_left: null, expired: false, expires_soon: false }],
    ["2026-06-14", { days_left: -1, expired: true, expires_soon: false }],
    ["2026-06-15", { days_left: 0, expired: false, expires_soon: true }],
    ["2026-07-15", { days_left: 30, expired: false, expires_soon: true }],
    ["2026-07-16", { days_left: 31, expired: false, expires_soon: false }],
  ])("%s", (expiry, state) => {
    expect(licenseState(expiry, today)).toEqual(state);
  });
});
