import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { GET as serveFile } from "@/app/api/files/[...key]/route";
import { issueToken } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { drivers, type UserRow } from "@/server/db/schema";
import { assignDriver } from "@/server/dispatch/assign";
import { unassign } from "@/server/dispatch/unassign";
import { storeImage } from "@/server/storage/stored-files";
import { ADMIN_ACTOR } from "@test/assignments";
import { createApprovedDriver, jpeg } from "@test/drivers";
import { createBookingRow, createUser } from "@test/factories";

async function fetchStatus(url: string, viewer?: UserRow): Promise<number> {
  const headers = new Headers();
  if (viewer) headers.set("cookie", `next-auth.session-token=${await issueToken(viewer)}`);
  const res = await serveFile(new NextRequest(`http://localhost:3000${url}`, { headers }), {
    params: Promise.resolve({ key: url.replace("/api/files/", "").split("/") }),
  });
  return res.status;
}

async function driverImage(driverId: number, folder: string): Promise<string> {
  const image = await storeImage({
    ownerKind: "driver",
    ownerId: driverId,
    visibility: "private",
    file: { field: "driver_picture", name: "me.jpg", type: "image/jpeg", bytes: await jpeg() },
    folder,
  });
  return image.url;
}

describe("GET /api/files: a chauffeur's photo for the customer they drive", () => {
  it("is served to the booking's customer only while the chauffeur has their job", async () => {
    const { driver } = await createApprovedDriver({ driving_license_expiry_date: "2099-12-31" });
    const photo = await driverImage(driver.driver_id, "drivers/photos");
    const carPicture = await driverImage(driver.driver_id, "drivers/cars");
    const db = await getDb();
    await db
      .update(drivers)
      .set({ driver_picture: photo })
      .where(eq(drivers.driver_id, driver.driver_id));
    const customer = await createUser();
    const stranger = await createUser();
    const booking = await createBookingRow({
      user_id: customer.user_id,
      status: "confirmed",
      booking_date: "2030-05-02",
    });
    expect(await fetchStatus(photo, customer)).toBe(404);

    const job = await assignDriver({
      bookingId: booking.booking_id,
      carNumber: 1,
      driverId: driver.driver_id,
      actor: ADMIN_ACTOR,
      now: new Date("2030-05-01T09:00:00Z"),
    });
    expect(await fetchStatus(photo, customer)).toBe(200);
    // The chauffeur's car pictures and other customers stay refused; no session is 401.
    expect(await fetchStatus(carPicture, customer)).toBe(404);
    expect(await fetchStatus(photo, stranger)).toBe(404);
    expect(await fetchStatus(photo)).toBe(401);

    await unassign({ assignmentId: job.assignment_id, reason: "Swap", actor: ADMIN_ACTOR });
    expect(await fetchStatus(photo, customer)).toBe(404);
  });
});
