import { AppError } from "@/server/http/errors";
import { readMultipart } from "@/server/http/multipart";

const LIMITS = {
  files: {
    photos: { maxBytes: 1000, maxCount: 2, required: true },
    logo: { maxBytes: 500 },
  },
  fields: { caption: { maxLength: 20 } },
  maxFiles: 3,
};

function request(form: FormData | string, contentType?: string): Request {
  return new Request("http://localhost/upload", {
    method: "POST",
    body: form,
    headers: contentType ? { "content-type": contentType } : undefined,
  });
}

const file = (size: number, name = "a.jpg") => new File([new Uint8Array(size).fill(7)], name);

async function refusal(form: FormData | string, contentType?: string): Promise<AppError> {
  const error = await readMultipart(request(form, contentType), LIMITS).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error("expected an AppError");
  return error;
}

describe("readMultipart", () => {
  it("reads several files and text fields", async () => {
    const form = new FormData();
    form.append("photos", file(10, "one.jpg"));
    form.append("photos", file(20, "two.jpg"));
    form.append("logo", file(5));
    form.append("caption", "Our fleet");
    const { files, fields } = await readMultipart(request(form), LIMITS);
    expect(files.photos.map((photo) => [photo.name, photo.bytes.length])).toEqual([
      ["one.jpg", 10],
      ["two.jpg", 20],
    ]);
    expect(files.logo).toHaveLength(1);
    expect(fields.caption).toBe("Our fleet");
  });

  it("refuses a body that is not multipart with 415", async () => {
    expect((await refusal('{"photos":1}', "application/json")).status).toBe(415);
  });

  it("answers 413 naming the field for a file over its limit", async () => {
    const form = new FormData();
    form.append("photos", file(10));
    form.append("logo", file(501));
    const error = await refusal(form);
    expect(error.status).toBe(413);
    expect(Object.keys(error.options.errors ?? {})).toEqual(["logo"]);
  });

  it("answers 413 for a declared body over the whole request's limit", async () => {
    const form = new FormData();
    form.append("photos", file(10));
    const big = new Request("http://localhost/upload", {
      method: "POST",
      body: form,
      headers: { "content-length": String(10 * 1024 * 1024) },
    });
    const error = await readMultipart(big, LIMITS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
  });

  it.each([
    [
      "too many files in a field",
      (form: FormData) => [1, 2, 3].forEach(() => form.append("photos", file(5))),
      "photos",
    ],
    ["an unknown field", (form: FormData) => form.append("role", "admin"), "role"],
    ["an unknown file", (form: FormData) => form.append("script", file(5)), "script"],
    [
      "a text field too long",
      (form: FormData) => form.append("caption", "x".repeat(21)),
      "caption",
    ],
    ["a text value in a file field", (form: FormData) => form.append("logo", "not a file"), "logo"],
  ])("answers 400 with a field error for %s", async (_label, fill, field) => {
    const form = new FormData();
    form.append("photos", file(5));
    fill(form);
    const error = await refusal(form);
    expect(error.status).toBe(400);
    expect(error.options.errors?.[field]).toBeDefined();
  });

  it("answers 400 when a required file is missing", async () => {
    const form = new FormData();
    form.append("caption", "nothing attached");
    const error = await refusal(form);
    expect(error.status).toBe(400);
    expect(error.options.errors?.photos).toBe("Please choose a file to upload.");
  });

  it("caps the whole request at maxRequestBytes when that is below the files' sum", async () => {
    const form = new FormData();
    form.append("photos", file(900, "a.jpg"));
    form.append("photos", file(900, "b.jpg"));
    const capped = { ...LIMITS, maxRequestBytes: 1500 };
    const error = await readMultipart(request(form), capped).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    const fits = new FormData();
    fits.append("photos", file(900, "a.jpg"));
    const { files } = await readMultipart(request(fits), { ...LIMITS, maxRequestBytes: 1500 });
    expect(files.photos).toHaveLength(1);
  });
});
