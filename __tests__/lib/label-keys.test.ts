import { z } from "zod";
import { labelKeys } from "@/lib/label-keys";
import { JOB_STATUS_LABELS, JOB_STATUS_VALUES } from "@/lib/validations/jobs";

describe("labelKeys", () => {
  it("lists a label table's keys in the order they are written", () => {
    expect(labelKeys({ b: "Bee", a: "Ay", c: "Sea" })).toEqual(["b", "a", "c"]);
  });

  it("gives z.enum exactly the labelled values", () => {
    const status = z.enum(JOB_STATUS_VALUES);
    expect(JOB_STATUS_VALUES).toEqual(Object.keys(JOB_STATUS_LABELS));
    expect(status.safeParse("failed").success).toBe(true);
    expect(status.safeParse("Failed").success).toBe(false);
  });
});
