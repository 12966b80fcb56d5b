import { randomBytes } from "node:crypto";
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import {
  driverCarPictures,
  drivers,
  emailOutbox,
  storedFiles,
  type DriverRow,
} from "@/server/db/schema";
import { createUser } from "@test/factories";

/** A date `days` from today (UTC), `yyyy-MM-dd`. */
export function dayOffset(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function uniqueEmail(prefix = "driver"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** Every text field of a valid application (both steps). */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    first_name: "Sam",
    last_name: "Rider",
    email: uniqueEmail(),
    phone_number: "+44 7700 900456",
    address: "1 Station Road, London",
    date_of_birth: "1985-04-01",
    national_insurance_number: "QQ123456C",
    private_hire_license_number: "PHL-12345",
    driving_license_number: "RIDER851015SA9AB",
    driving_license_expiry_date: dayOffset(400),
    experience: "6 years of executive driving",
    date_first_available: dayOffset(14),
    preferred_shift: "night",
    working_days: "7 days a week",
    has_vehicle: "yes",
    car_make: "Mercedes-Benz",
    car_model: "E-Class",
    car_year: "2022",
    car_color: "Black",
    car_plate_number: "DM22 ABC",
    car_type: "sedan",
    car_capacity: "4",
    ...overrides,
  };
}

export async function jpeg(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();
}

export async function png(width = 200, height = 150): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 60 } } })
    .png()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A PNG that says it is `width` x `height` (a decompression bomb's header): built by sharp at a
 * small size, then its IHDR rewritten with a correct CRC, so any reader sees the huge size.
 * Encoding a real 20000x20000 image takes 15 s or more on the test machine.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(16, 16));
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4) ... CRC after 13 data bytes.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** Random bytes that do not compress: a file of exactly `size` bytes named like a photo. */
export function incompressible(size: number): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(size - 3)]);
}

export const HEIC_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from("ftypheic", "latin1"),
  Buffer.alloc(16),
]);

export interface FilePart {
  field: string;
  bytes: Buffer | string;
  name?: string;
  type?: string;
}

export function multipart(fields: Record<string, string>, files: FilePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const body = typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes);
    form.append(
      file.field,
      new Blob([body], { type: file.type ?? "image/jpeg" }),
      file.name ?? "photo.jpg",
    );
  }
  return form;
}

/** The pictures a valid application sends: a driver photo and two car pictures. */
export async function applicationFiles(): Promise<FilePart[]> {
  return [
    { field: "driver_picture", bytes: await jpeg(600, 800) },
    { field: "car_pictures", bytes: await jpeg(800, 600), name: "car-1.jpg" },
    { field: "car_pictures", bytes: await png(), name: "car-2.png", type: "image/png" },
  ];
}

/** A driver row straight in the database (Under Review unless told). */
export async function createDriverRow(overrides: Partial<DriverRow> = {}): Promise<DriverRow> {
  const db = await getDb();
  const [row] = await db
    .insert(drivers)
    .values({
      first_name: "Dana",
      last_name: "Wheeler",
      email: uniqueEmail(),
      phone_number: "+447700900111",
      address: "2 Mews Lane, London",
      date_of_birth: "1980-01-01",
      national_insurance_number: "QQ654321C",
      private_hire_license_number: "PHL-1",
      driving_license_number: "WHEEL800101DA9AB",
      driving_license_expiry_date: dayOffset(365),
      ...overrides,
    })
    .returning();
  return row!;
}

/** An approved driver: an Available record linked to a driver account. */
export async function createApprovedDriver(overrides: Partial<DriverRow> = {}) {
  const email = overrides.email ?? uniqueEmail("approved");
  const user = await createUser({ role: "driver", email, first_name: "Dana" });
  const driver = await createDriverRow({
    status: "Available",
    user_id: user.user_id,
    approved_at: new Date(),
    ...overrides,
    email,
  });
  return { user, driver };
}

export async function reloadDriver(driverId: number): Promise<DriverRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(drivers).where(eq(drivers.driver_id, driverId));
  return row;
}

export async function carPictureRows(driverId: number) {
  const db = await getDb();
  return db.select().from(driverCarPictures).where(eq(driverCarPictures.driver_id, driverId));
}

export async function outboxTo(address: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address));
}

export async function storedFileCount(): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: storedFiles.file_id }).from(storedFiles)).length;
}

/** Files on disk under the local adapter's drivers folders. */
export function driverFilesOnDisk(): string[] {
  const config = getServerConfig().files;
  if (config.kind !== "local") throw new Error("tests use the local file adapter");
  const found: string[] = [];
  for (const folder of ["drivers/photos", "drivers/cars"]) {
    const directory = path.join(config.directory, folder);
    if (existsSync(directory)) found.push(...readdirSync(directory).map((n) => `${folder}/${n}`));
  }
  return found;
}
