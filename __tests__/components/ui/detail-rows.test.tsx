import { render, screen } from "@testing-library/react";
import { DetailRows } from "@/components/ui/detail-rows";

describe("DetailRows", () => {
  it("wraps a long e-mail within its column on a phone instead of cutting it off", () => {
    const email = "demo.mwxu8szi.382@example.com";
    render(<DetailRows rows={[["Email", email]]} termWidth="8rem" />);
    const value = screen.getByText(email);
    expect(value).toHaveClass("min-w-0", "[overflow-wrap:anywhere]");
    // The value's column may shrink below its longest word (1fr alone would not).
    expect(value.parentElement).toHaveClass("grid-cols-[8rem_minmax(0,1fr)]");
  });
});
