import { z } from "zod";

/**
 * Readable words for what a schema does not word itself. zod's own defaults ("Invalid input:
 * expected number, received undefined", "Too small: expected string to have >=3 characters")
 * reached API answers wherever a field had no message of its own. Every message a schema gives
 * still wins; this is only the fallback, so it names the field as the payload spells it
 * (`driverId is required`), which is what a caller sending the payload needs.
 */

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
  null: "null",
};

function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return "The request body";
  return path.map(String).join(".");
}

function quoted(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function sizeWords(origin: unknown, count: number): string {
  if (origin === "string") return `${count} character${count === 1 ? "" : "s"}`;
  if (origin === "array" || origin === "set") return `${count} item${count === 1 ? "" : "s"}`;
  return String(count);
}

/** The fallback message for one issue, or undefined to keep zod's (formats, custom checks). */
export function defaultIssueMessage(issue: Issue): string | undefined {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}`;
    case "invalid_union": {
      // What each option wanted, when every option refused the value's type outright.
      const wanted = new Set<string>();
      for (const option of issue.errors) {
        const top = option.find((inner) => inner.path.length === 0);
        if (top?.code === "invalid_type") wanted.add(EXPECTED[top.expected] ?? top.expected);
        else if (top?.code === "invalid_value")
          for (const value of top.values) if (value !== "") wanted.add(quoted(value));
      }
      if (issue.input === undefined) return `${field} is required`;
      return wanted.size > 0
        ? `${field} must be ${[...wanted].join(" or ")}`
        : `${field} is not valid`;
    }
    case "invalid_value":
      return `${field} must be one of: ${issue.values.map(quoted).join(", ")}`;
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string" && minimum === 1) return `${field} is required`;
      const words = sizeWords(issue.origin, minimum);
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return `${field} must be ${issue.inclusive === false ? "more than" : "at least"} ${words}`;
      return `${field} must have at least ${words}`;
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      const words = sizeWords(issue.origin, maximum);
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return `${field} must be ${issue.inclusive === false ? "less than" : "at most"} ${words}`;
      return `${field} must have at most ${words}`;
    }
    default:
      return undefined;
  }
}

// Installed on import, once per runtime that parses (the server's and the browser's); a second
// import sets the same map again.
z.config({ customError: defaultIssueMessage });
