import { NextRequest } from "next/server";
import { POST as submit } from "@/app/api/drivers/route";
import { GET as serveFile } from "@/app/api/files/[...key]/route";
import { issueToken } from "@/server/auth/session";
import {} from "@/server/storage/image";
import { OPEN_APPLICATION_MESSAGE } from "@/server/drivers/create-driver";
import { APPLICATION_LIMIT_MESSAGE } from "@/server/drivers/driver-form";
import { APPLICANT_IS_DRIVER_MESSAGE } from "@/lib/drivers/application-messages";
import { LICENSE_TIME_ZONE } from "@/lib/drivers/driver-status";
import { todayInZone } from "@/lib/time-rules";
import {
  LEAVING_BEFORE_AVAILABLE_MESSAGE,
  PAST_FIRST_AVAILABLE_MESSAGE,
} from "@/lib/validations/driver-application";
import { getServerConfig } from "@/env";
import type { UserRow } from "@/server/db/schema";
import { call, freshAddress } from "@test/accounts";
import {
  applicationFields,
  applicationFiles,
  carPictureRows,
  createApprovedDriver,
  dayOffset,
  driverFilesOnDisk,
  multipart,
  outboxTo,
  reloadDriver,
  storedFileCount,
  type FilePart,
} from "@test/drivers";

interface Receipt {
  driver_id: number;
  first_name: string;
  last_name: string;
  status: string;
}

function apply(fields: Record<string, string>, files: FilePart[], address = freshAddress()) {
  return call<{
    success: boolean;
    message: string;
    data?: Receipt;
    errors?: Record<string, string>;
  }>(submit, {
    method: "POST",
    url: "/api/drivers",
    formData: multipart(fields, files),
    headers: address,
  });
}

async function fetchFile(url: string, viewer?: UserRow): Promise<Response> {
  const headers = new Headers();
  if (viewer) headers.set("cookie", `next-auth.session-token=${await issueToken(viewer)}`);
  return serveFile(new NextRequest(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ key: url.replace("/api/files/", "").split("/") }),
  });
}

describe("POST /api/drivers (a visitor's application)", () => {
  it("stores the application Under Review with its pictures and e-mails both parties", async () => {
    const fields = applicationFields({ email: "Sam.Rider@Example.com" });
    const res = await apply(fields, await applicationFiles());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Application submitted successfully");
    expect(res.body.data).toEqual({
      driver_id: expect.any(Number),
      first_name: "Sam",
      last_name: "Rider",
      status: "Under Review",
    });
    const row = (await reloadDriver(res.body.data!.driver_id))!;
    expect(row).toMatchObject({
      email: "sam.rider@example.com",
      phone_number: "+447700900456",
      status: "Under Review",
      preferred_shift: "night",
      working_days: "7 days a week",
      has_vehicle: "yes",
      car_year: 2022,
      car_capacity: 4,
      user_id: null,
      total_trips: 0,
      rating: null,
    });
    expect(row.driver_picture).toMatch(/^\/api\/files\/drivers\/photos\/[a-f0-9]{32}\.webp$/);
    const pictures = await carPictureRows(row.driver_id);
    expect(pictures).toHaveLength(2);
    // Private: a visitor is asked to sign in, and the file is not guessable into view.
    expect((await fetchFile(row.driver_picture!)).status).toBe(401);
    const [applicant] = await outboxTo("sam.rider@example.com");
    expect(applicant).toMatchObject({ template: "driver-application-received" });
    expect(applicant!.text).toContain("Hello Sam");
    const operations = await outboxTo(getServerConfig().operationsEmail);
    expect(operations.map((mail) => mail.template)).toContain("driver-application-notification");
    expect(operations.at(-1)!.text).toContain("Sam Rider");
  });

  it("applies the spec's defaults and drops the hidden vehicle fields", async () => {
    const fields = applicationFields({ has_vehicle: "no" });
    delete fields.preferred_shift;
    fields.preferred_shift = "day";
    const res = await apply(fields, await applicationFiles());
    expect(res.status).toBe(201);
    const row = (await reloadDriver(res.body.data!.driver_id))!;
    expect(row).toMatchObject({ has_vehicle: "no", car_make: null, car_plate_number: null });
  });

  it("names every missing field with the spec's message", async () => {
    const res = await apply({}, []);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone_number: "Phone number is required",
      address: "Address is required",
      date_of_birth: "Date of birth is required",
      national_insurance_number: "National Insurance Number is required",
      private_hire_license_number: "Private Hire License Number is required",
      driving_license_number: "Driving License Number is required",
      driving_license_expiry_date: "Driving License Expiry Date is required",
      experience: "Experience is required",
      date_first_available: "Date first available is required",
      preferred_shift: "Preferred Shift is required",
      working_days: "Working Days is required",
      driver_picture: "Driver Picture is required",
      car_pictures: "At least one car picture is required",
    });
  });

  it.each([
    ["email", "not-an-email", "Invalid email format"],
    ["phone_number", "12345", "Invalid phone number format"],
    ["phone_number", "+44 7700 900456 1234 5", "Invalid phone number format"],
    ["date_of_birth", "01/04/1985", "Date of birth must be a date (yyyy-MM-dd)"],
    ["preferred_shift", "weekend", "Preferred Shift must be day, night or flexible"],
    ["car_type", "tank", "Car type must be sedan, SUV, hatchback, minivan, luxury or other"],
  ])("refuses %s = %p with its message, before storing any file", async (field, value, message) => {
    const before = driverFilesOnDisk().length;
    const res = await apply(applicationFields({ [field]: value }), await applicationFiles());
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(driverFilesOnDisk()).toHaveLength(before);
  });

  it("refuses a date first available in the past, and accepts today", async () => {
    const before = driverFilesOnDisk().length;
    const past = await apply(
      applicationFields({ date_first_available: dayOffset(-1) }),
      await applicationFiles(),
    );
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ date_first_available: PAST_FIRST_AVAILABLE_MESSAGE });
    expect(driverFilesOnDisk()).toHaveLength(before);
    const today = await apply(
      // Today is the applicant's (London's) today, whatever the UTC date.
      applicationFields({ date_first_available: todayInZone(LICENSE_TIME_ZONE) }),
      await applicationFiles(),
    );
    expect(today.status).toBe(201);
  });

  it("refuses a date of leaving before the date first available, and accepts the same day", async () => {
    const before = await apply(
      applicationFields({ date_first_available: dayOffset(14), date_of_leaving: dayOffset(13) }),
      await applicationFiles(),
    );
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual({ date_of_leaving: LEAVING_BEFORE_AVAILABLE_MESSAGE });
    const sameDay = await apply(
      applicationFields({ date_first_available: dayOffset(14), date_of_leaving: dayOffset(14) }),
      await applicationFiles(),
    );
    expect(sameDay.status).toBe(201);
  });

  it("refuses fields a visitor may not set, such as status", async () => {
    const res = await apply(applicationFields({ status: "Available" }), await applicationFiles());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ status: "Unexpected field" });
  });

  it("refuses a body that is not multipart", async () => {
    const res = await call(submit, {
      method: "POST",
      url: "/api/drivers",
      body: applicationFields(),
      headers: freshAddress(),
    });
    expect(res.status).toBe(415);
  });

  it("answers 409 to a second application with the same e-mail and keeps the first", async () => {
    const fields = applicationFields();
    const first = await apply(fields, await applicationFiles());
    expect(first.status).toBe(201);
    const filesBefore = driverFilesOnDisk().length;
    const rowsBefore = await storedFileCount();
    const second = await apply(
      { ...fields, email: fields.email!.toUpperCase(), first_name: "Other" },
      await applicationFiles(),
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(OPEN_APPLICATION_MESSAGE);
    expect((await reloadDriver(first.body.data!.driver_id))!.first_name).toBe("Sam");
    expect(driverFilesOnDisk()).toHaveLength(filesBefore);
    expect(await storedFileCount()).toBe(rowsBefore);
  });

  it("answers 409 to a driver applying again, telling them to sign in", async () => {
    const { driver } = await createApprovedDriver();
    const res = await apply(applicationFields({ email: driver.email }), await applicationFiles());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(APPLICANT_IS_DRIVER_MESSAGE);
    expect(res.body.message).toMatch(/sign in/i);
  });

  it("limits applications per address", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await apply({}, [], address)).status).toBe(400);
    const refused = await apply(applicationFields(), await applicationFiles(), address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(APPLICATION_LIMIT_MESSAGE);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
