import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PriceBreakdown } from "@/components/booking/price-breakdown";
import { DownloadReceiptButton } from "@/components/bookings/download-receipt";
import type { PriceLine } from "@/lib/price-lines";

const LINES: PriceLine[] = [
  { code: "base_fare", label: "Business Class base fare (first 2 miles)", amountPence: 6000 },
  { code: "distance", label: "Distance: 10.00 more miles at £2.75 a mile", amountPence: 2750 },
  { code: "adjustment", label: "Adjustment: Regular customer", amountPence: -750 },
];

describe("PriceBreakdown", () => {
  it("is a closed disclosure until asked, then lists each line, the total and VAT", async () => {
    const user = userEvent.setup();
    render(
      <PriceBreakdown lines={LINES} totalPence={8000} vatLabel="Of which VAT at 20%: £13.33" />,
    );
    const toggle = screen.getByRole("button", { name: "How is this price made?" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("definition")).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(panel).toBeVisible();
    const list = within(panel).getByLabelText("Price breakdown");
    const terms = within(list)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const amounts = within(list)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(terms).toEqual([
      "Business Class base fare (first 2 miles)",
      "Distance: 10.00 more miles at £2.75 a mile",
      "Adjustment: Regular customer",
      "Total",
    ]);
    expect(amounts).toEqual(["£60.00", "£27.50", "-£7.50", "£80.00"]);
    expect(within(panel).getByText("Of which VAT at 20%: £13.33")).toBeInTheDocument();
    await user.click(toggle);
    expect(panel).not.toBeVisible();
  });

  it("may start open, and says nothing of VAT where it is not known", () => {
    render(<PriceBreakdown lines={LINES.slice(0, 1)} totalPence={6000} defaultOpen />);
    expect(screen.getByRole("button", { name: "How is this price made?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByLabelText("Price breakdown")).toBeVisible();
    expect(screen.queryByText(/VAT/)).not.toBeInTheDocument();
  });
});

describe("DownloadReceiptButton", () => {
  it("links to the booking's receipt as a download", () => {
    render(<DownloadReceiptButton bookingId={42} />);
    const link = screen.getByRole("link", { name: "Download receipt" });
    expect(link).toHaveAttribute("href", "/api/bookings/42/receipt");
    expect(link).toHaveAttribute("download");
  });
});
