import { allOrOneFilter, statusFilter } from "@/components/ui/select-choices";

describe("list select filters", () => {
  it("leads a status filter with All, which clears it", () => {
    expect(statusFilter(["Open", "Closed"])).toEqual({
      kind: "select",
      name: "status",
      label: "Status",
      emptyValue: "all",
      options: [
        { value: "all", label: "All" },
        { value: "Open", label: "Open" },
        { value: "Closed", label: "Closed" },
      ],
    });
  });

  it("keeps each option's own label", () => {
    expect(allOrOneFilter("category", "Service type", "All", [{ value: "a", label: "A" }])).toEqual(
      {
        kind: "select",
        name: "category",
        label: "Service type",
        emptyValue: "all",
        options: [
          { value: "all", label: "All" },
          { value: "a", label: "A" },
        ],
      },
    );
  });
});
