import { z } from "zod";
import { defaultIssueMessage } from "@/lib/validations/default-messages";
import { fieldErrorsOf } from "@test/schema-errors";

const messages = fieldErrorsOf;

describe("readable fallback messages for zod", () => {
  const schema = z.strictObject({
    driverId: z.number(),
    name: z.string().min(3),
    title: z.string().min(1),
    kind: z.enum(["hourly", "point_to_point"]),
    cars: z.number().int().min(1).max(50),
    tags: z.array(z.string()).min(1).max(2),
    nested: z.object({ on: z.boolean() }),
    own: z.string({ error: "Own words win" }),
  });

  it("says which field is missing, as the payload spells it", () => {
    expect(messages(schema, {})).toEqual({
      driverId: "driverId is required",
      name: "name is required",
      title: "title is required",
      kind: "kind must be one of: hourly, point_to_point",
      cars: "cars is required",
      tags: "tags is required",
      nested: "nested is required",
      own: "Own words win",
    });
  });

  it("says what a field must be when it has the wrong type or size", () => {
    expect(
      messages(schema, {
        driverId: "7",
        name: "ab",
        title: "",
        kind: "daily",
        cars: 51,
        tags: ["a", "b", "c"],
        nested: { on: "yes" },
        own: 1,
      }),
    ).toEqual({
      driverId: "driverId must be a number",
      name: "name must have at least 3 characters",
      title: "title is required",
      kind: "kind must be one of: hourly, point_to_point",
      cars: "cars must be at most 50",
      tags: "tags must have at most 2 items",
      "nested.on": "nested.on must be true or false",
      own: "Own words win",
    });
    expect(messages(schema.shape.cars, 0)).toEqual({ body: "The request body must be at least 1" });
    expect(messages(z.number().positive(), 0)).toEqual({
      body: "The request body must be more than 0",
    });
  });

  it("says what a union takes", () => {
    const expiry = z.strictObject({
      expiry: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal(""), z.null()]),
    });
    expect(messages(expiry, { expiry: 20330430 })).toEqual({
      expiry: "expiry must be text or null",
    });
    expect(messages(expiry, {})).toEqual({ expiry: "expiry is required" });
  });

  it("names the body itself when the whole payload is wrong", () => {
    expect(messages(schema, null)).toEqual({ body: "The request body must be an object" });
    expect(messages(schema, [])).toEqual({ body: "The request body must be an object" });
  });

  it("never leaves zod's own wording for these codes", () => {
    const all = JSON.stringify([messages(schema, {}), messages(schema, { cars: "x" })]);
    expect(all).not.toMatch(/Invalid input|expected \w+, received|Too (small|big)/);
  });

  it("leaves formats and custom checks to zod and the schema", () => {
    expect(messages(z.email(), "nope")).toEqual({ body: "Invalid email address" });
    expect(
      defaultIssueMessage({ code: "custom", input: 1, path: [] } as unknown as Parameters<
        typeof defaultIssueMessage
      >[0]),
    ).toBeUndefined();
  });
});
