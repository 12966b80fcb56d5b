import { allOrOneFilter, optionsOf, sortByFilter } from "@/components/ui/select-choices";

describe("admin select choices", () => {
  it("builds a select filter whose first option, all, means no filter", () => {
    expect(
      allOrOneFilter("status", "Status", "All statuses", [{ value: "a", label: "A" }]),
    ).toEqual({
      kind: "select",
      name: "status",
      label: "Status",
      emptyValue: "all",
      options: [
        { value: "all", label: "All statuses" },
        { value: "a", label: "A" },
      ],
    });
  });

  it("labels options from a map, or shows the value itself", () => {
    expect(optionsOf(["day", "night"] as const, { day: "Day", night: "Night" })).toEqual([
      { value: "day", label: "Day" },
      { value: "night", label: "Night" },
    ]);
    expect(optionsOf(["Available"])).toEqual([{ value: "Available", label: "Available" }]);
  });

  it("labels options with a function of the value when the label is not a plain record", () => {
    const classes = { business: { name: "Business Class" }, van: { name: "Van" } } as const;
    expect(optionsOf(["business", "van"] as const, (key) => classes[key].name)).toEqual([
      { value: "business", label: "Business Class" },
      { value: "van", label: "Van" },
    ]);
  });

  it("names the sort select, with an empty value only when a default order is given", () => {
    const options = [{ value: "-created_at", label: "Newest first" }];
    expect(sortByFilter(options)).toEqual({
      kind: "select",
      name: "sort",
      label: "Sort by",
      options,
    });
    expect(sortByFilter(options)).not.toHaveProperty("emptyValue");
    expect(sortByFilter(options, "-created_at")).toMatchObject({ emptyValue: "-created_at" });
  });
});
