import { bookingIdParamsSchema, idParam, MAX_INT4 } from "@/lib/validations/ids";

describe("idParam", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    [String(MAX_INT4), 2_147_483_647],
  ])("reads %s", (raw, value) => {
    expect(idParam.parse(raw)).toBe(value);
  });

  it.each([
    "",
    "0",
    "00",
    "01",
    "-1",
    "1.5",
    "1e3",
    " 1",
    "1 ",
    "abc",
    "0x10",
    String(MAX_INT4 + 1),
    "99999999999",
  ])("refuses %j", (raw) => {
    expect(idParam.safeParse(raw).success).toBe(false);
  });

  it("types the params of a route", () => {
    expect(bookingIdParamsSchema.parse({ id: "7" })).toEqual({ id: 7 });
  });
});
