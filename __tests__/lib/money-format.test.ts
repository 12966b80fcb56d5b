import { formatPounds } from "@/components/bookings/booking-format";
import { formatPence } from "@/lib/money";

describe("amounts never read as a negative zero", () => {
  it.each([
    [0, "£0.00"],
    [-0, "£0.00"],
    [-4200, "-£42.00"],
    [10692, "£106.92"],
  ])("formatPence(%d) is %s", (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });

  it.each([
    [-0, "£0.00"],
    [-0.001, "£0.00"],
    [-42, "-£42.00"],
  ])("formatPounds(%d) is %s", (pounds, text) => {
    expect(formatPounds(pounds)).toBe(text);
  });
});
