/**
 * @jest-environment node
 */
import { JOB_SPECS, jobSpec } from "@/server/jobs/kind-specs";
import { JOB_KINDS, registerJobKind } from "@/server/jobs/registry";
import { z } from "zod";

describe("kind specs", () => {
  it("give enqueue exactly the kinds the registry runs, with their schema and attempts", () => {
    expect(Object.keys(JOB_KINDS).sort()).toEqual(Object.keys(JOB_SPECS).sort());
    for (const [kind, definition] of Object.entries(JOB_KINDS)) {
      const spec = jobSpec(kind);
      expect({ kind, schema: definition.schema, maxAttempts: definition.maxAttempts }).toEqual({
        kind,
        schema: spec?.schema,
        maxAttempts: spec?.maxAttempts,
      });
    }
  });

  it("know a test kind while it is registered, and forget it after", () => {
    const schema = z.object({ n: z.number() });
    const undo = registerJobKind("test.spec", {
      schema,
      maxAttempts: 2,
      describe: "A test kind",
      handle: async () => {},
    });
    expect(jobSpec("test.spec")).toMatchObject({ schema, maxAttempts: 2 });
    undo();
    expect(jobSpec("test.spec")).toBeUndefined();
    expect(jobSpec("toString")).toBeUndefined();
  });
});
