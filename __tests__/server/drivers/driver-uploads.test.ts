import { storeCarPictures } from "@/server/drivers/driver-uploads";
import type { UploadedFile } from "@/server/http/multipart";
import type { StoreImageInput, StoredImage, Uploads } from "@/server/storage/stored-files";

const file = (name: string): UploadedFile => ({
  field: "car_pictures",
  name,
  type: "image/jpeg",
  bytes: Buffer.from(name),
});

/** Fake storage: each store takes `delays[name]` ms, and the calls in flight are counted. */
function fakeUploads(delays: Record<string, number>, failing?: string) {
  const log = { inFlight: 0, maxInFlight: 0, finished: [] as string[] };
  const uploads: Uploads = {
    storeImage: async (input: StoreImageInput): Promise<StoredImage> => {
      const name = input.file.name;
      log.inFlight += 1;
      log.maxInFlight = Math.max(log.maxInFlight, log.inFlight);
      await new Promise((resolve) => setTimeout(resolve, delays[name] ?? 1));
      log.inFlight -= 1;
      log.finished.push(name);
      if (name === failing) throw new Error(`cannot store ${name}`);
      return {
        key: `drivers/cars/${name}`,
        url: `/api/files/drivers/cars/${name}`,
        content_type: "image/webp",
        size_bytes: 1,
        width: 1,
        height: 1,
      };
    },
  };
  return { uploads, log };
}

describe("storeCarPictures", () => {
  it("encodes two photos at a time and keeps the order they were sent in", async () => {
    const names = ["front", "back", "left", "right", "inside"];
    const { uploads, log } = fakeUploads({ front: 30, back: 1, left: 1, right: 20, inside: 1 });
    const stored = await storeCarPictures(uploads, names.map(file), null);
    expect(stored.map((image) => image.key)).toEqual(names.map((n) => `drivers/cars/${n}`));
    expect(log.maxInFlight).toBe(2);
    expect(log.finished).not.toEqual(names);
  });

  it("waits for every started photo before it fails, so none is stored after the clean-up", async () => {
    const { uploads, log } = fakeUploads({ front: 1, back: 40 }, "front");
    await expect(storeCarPictures(uploads, [file("front"), file("back")], null)).rejects.toThrow(
      "cannot store front",
    );
    expect(log.finished).toEqual(["front", "back"]);
    expect(log.inFlight).toBe(0);
  });
});
