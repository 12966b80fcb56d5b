import {
  HOURLY_MINIMUM_NOTE,
  hourlyDurationText,
  MINIMUM_BILLED_HOURS,
} from "@/lib/hourly-minimum";
import { MINIMUM_BILLED_HOURS as PRICED_MINIMUM } from "@/lib/pricing";

describe("the hourly minimum as screens say it", () => {
  it("is the minimum pricing charges", () => {
    expect(MINIMUM_BILLED_HOURS).toBe(PRICED_MINIMUM);
    expect(HOURLY_MINIMUM_NOTE).toBe("Hourly rides are billed for at least 4 hours.");
  });

  it.each([
    [1, "1 hour (billed as 4, the minimum)"],
    [3, "3 hours (billed as 4, the minimum)"],
    [4, "4 hours"],
    [6, "6 hours"],
  ])("words %i hours as '%s'", (hours, text) => {
    expect(hourlyDurationText(hours)).toBe(text);
  });
});
