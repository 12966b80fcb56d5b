import { pageItems, showingText } from "@/components/ui/pagination-pages";

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first and last and hides long gaps", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "ellipsis-end", 10]);
    expect(pageItems(10, 10)).toEqual([1, "ellipsis-start", 9, 10]);
    expect(pageItems(5, 10)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]);
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 10]);
  });
});

describe("showingText", () => {
  it("counts the last partial page", () => {
    expect(showingText(3, 20, 45)).toBe("Showing 41 to 45 of 45 entries");
    expect(showingText(1, 20, 1)).toBe("Showing 1 to 1 of 1 entry");
  });
});
