import { csvLines, escapeCsvCell } from "@/server/http/csv";

describe("the CSV formula guard", () => {
  it("keeps negative money a number, so a spreadsheet's SUM counts refunds", () => {
    expect(escapeCsvCell("-42.00")).toBe("-42.00");
    expect(escapeCsvCell("117.22")).toBe("117.22");
    expect(escapeCsvCell(-42)).toBe(-42);
    expect(csvLines([["TX-000001", "-42.00", "-8.40"]])).toBe("TX-000001,-42.00,-8.40\n");
  });

  it("still guards text that a spreadsheet would run as a formula", () => {
    for (const text of ["=1+2", "+44 20", "-1+2", "-A1", "@SUM(A1)", "\tx", '=HYPERLINK("x")'])
      expect(escapeCsvCell(text)).toBe(`'${text}`);
    expect(escapeCsvCell("WEJK5B5SSY")).toBe("WEJK5B5SSY");
  });
});
