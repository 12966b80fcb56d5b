import "server-only";
import { operationsNotificationsOn } from "@/server/settings/notifications";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { getServerConfig } from "@/env";
import { resolveDriverStatus } from "@/lib/drivers/driver-status";
import type { DriverStatus } from "@/lib/drivers/driver-options";
import type { DriverView } from "@/lib/drivers/types";
import type { DriverApplication } from "@/lib/validations/driver-application";
import type { AdminDriverCreate } from "@/lib/validations/driver-admin";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { driverCarPictures, drivers } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import {
  driverApplicationNotificationEmail,
  driverApplicationReceivedEmail,
} from "@/server/email/templates/driver-application";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { isUniqueViolation } from "@/server/http/database-errors";
import { APPLICANT_IS_DRIVER_MESSAGE } from "@/lib/drivers/application-messages";
import { AppError, conflict } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/multipart";
import { withUploads } from "@/server/storage/stored-files";
import { approveDriverAccount, unusablePasswordHash } from "./approve-driver";
import { driverCreatedEvent } from "./driver-events";
import { assignFilesToDriver, storeCarPictures, storeDriverPhoto } from "./driver-uploads";
import { driverView, findDriverByEmail, findDriverRow } from "./queries";
import { licenseToday } from "./serialize";

export const OPEN_APPLICATION_MESSAGE =
  "An application with this email is already under review. We will contact you once it has been reviewed; there is no need to apply again.";
export const DRIVER_EXISTS_MESSAGE = "A driver with this email already exists.";

export interface CreateDriverInput {
  data: (DriverApplication | Omit<AdminDriverCreate, "status">) & {
    experience: string | null;
    date_first_available: string | null;
  };
  status: DriverStatus;
  files: { driver_picture: UploadedFile[]; car_pictures: UploadedFile[] };
  actor: AuditActor;
  channel: "application" | "console";
}

async function refuseDuplicate(email: string, channel: CreateDriverInput["channel"]) {
  const existing = await findDriverByEmail(email);
  if (!existing) return;
  if (existing.status === "Under Review") throw conflict(OPEN_APPLICATION_MESSAGE);
  // An applicant who is already a driver is told what to do; the console just names the clash.
  throw conflict(channel === "application" ? APPLICANT_IS_DRIVER_MESSAGE : DRIVER_EXISTS_MESSAGE);
}

async function notifyApplication(
  tx: Transaction,
  driver: { driver_id: number } & CreateDriverInput["data"],
) {
  const config = getServerConfig();
  await queueAfterCommit(tx, {
    to: driver.email,
    template: "driver-application-received",
    ...driverApplicationReceivedEmail({
      site: await getSiteIdentity(tx),
      firstName: driver.first_name,
    }),
  });
  // Settings' Email Notifications decides whether operations hears of it.
  if (!(await operationsNotificationsOn(tx))) return;
  await queueAfterCommit(tx, {
    to: config.operationsEmail,
    template: "driver-application-notification",
    ...driverApplicationNotificationEmail({
      site: await getSiteIdentity(tx),
      driverId: driver.driver_id,
      name: `${driver.first_name} ${driver.last_name}`,
      email: driver.email,
      phone: driver.phone_number,
      siteUrl: config.siteUrl,
    }),
  });
}

/**
 * A new driver: a visitor's application (always Under Review, confirmation to the applicant and
 * a notice to the operations mailbox) or the console's Add New Driver (any status; Available
 * approves at once). Files are checked and stored first, then the row, its pictures, the audit
 * row and the e-mails commit together; if anything fails the stored files are removed again.
 */
export async function createDriver(input: CreateDriverInput): Promise<DriverView> {
  await refuseDuplicate(input.data.email, input.channel);
  const resolution = resolveDriverStatus({
    current: "Under Review",
    requested: input.status,
    licenseExpiryDate: input.data.driving_license_expiry_date,
    // Only the console's Add New Driver records a PHV driver licence expiry.
    phvLicenceExpiry: "phv_licence_expiry" in input.data ? input.data.phv_licence_expiry : null,
    today: licenseToday(),
  });
  if (!resolution.ok) throw new AppError("CONFLICT", resolution.reason);
  const passwordHash = resolution.status === "Available" ? await unusablePasswordHash() : "";
  return withUploads(async (uploads) => {
    const photo = input.files.driver_picture[0]
      ? await storeDriverPhoto(uploads, input.files.driver_picture[0], null)
      : null;
    const cars = await storeCarPictures(uploads, input.files.car_pictures, null);
    return inTransaction(undefined, async (tx) => {
      const [row] = await tx
        .insert(drivers)
        .values({ ...input.data, status: resolution.status, driver_picture: photo?.url ?? null })
        .returning();
      const driver = row!;
      await assignFilesToDriver(
        tx,
        [...(photo ? [photo.key] : []), ...cars.map((c) => c.key)],
        driver.driver_id,
      );
      if (cars.length > 0)
        await tx
          .insert(driverCarPictures)
          .values(
            cars.map((car, position) => ({ driver_id: driver.driver_id, file: car.url, position })),
          );
      await recordAudit(tx, driverCreatedEvent(driver, input.actor, input.channel, cars.length));
      if (input.channel === "application")
        await notifyApplication(tx, { ...input.data, driver_id: driver.driver_id });
      if (driver.status === "Available")
        await approveDriverAccount(tx, { driver, actor: input.actor, passwordHash });
      return driverView((await findDriverRow(driver.driver_id, tx))!, tx);
    }).catch((error: unknown) => {
      // Two applications with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(OPEN_APPLICATION_MESSAGE);
      throw error;
    });
  });
}
