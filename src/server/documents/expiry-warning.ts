import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { getServerConfig } from "@/env";
import {
  DOCUMENT_LABELS,
  expiresInWords,
  type ExpiringDocument,
  type ExpiryThreshold,
} from "@/lib/documents/expiry-warnings";
import { driverDocumentExpiries } from "@/lib/drivers/driver-documents";
import { mayMessage } from "@/lib/notifications/preferences";
import { vehicleToday } from "@/lib/vehicles/documents";
import { displayPlate } from "@/lib/vehicles/plate";
import type { Executor } from "@/server/db/client";
import { drivers, vehicleDrivers, vehicles } from "@/server/db/schema";
import { sendEmail } from "@/server/email/send-email";
import {
  DOCUMENT_EXPIRY_TEMPLATE,
  documentExpiryEmail,
} from "@/server/email/templates/document-expiry";
import { readNotificationPreferences } from "@/server/notifications/notification-preferences";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { sendSms } from "@/server/sms/send-sms";
import { warningKey, type DocumentHolder } from "./document-keys";

export interface ExpiryWarning {
  holder: DocumentHolder;
  id: number;
  document: ExpiringDocument;
  expiry: string;
  threshold: ExpiryThreshold;
}

interface Reader {
  driver_id: number;
  first_name: string;
  email: string;
  phone_number: string;
  user_id: number | null;
}

const READER_COLUMNS = {
  driver_id: drivers.driver_id,
  first_name: drivers.first_name,
  last_name: drivers.last_name,
  email: drivers.email,
  phone_number: drivers.phone_number,
  user_id: drivers.user_id,
};

/** The document as it is now, who holds it, and who is told; null if renewed or gone. */
async function loadWarning(db: Executor, warning: ExpiryWarning) {
  if (warning.holder === "driver") {
    const [driver] = await db
      .select({
        ...READER_COLUMNS,
        driving_license_expiry_date: drivers.driving_license_expiry_date,
        phv_licence_expiry: drivers.phv_licence_expiry,
      })
      .from(drivers)
      .where(eq(drivers.driver_id, warning.id));
    const expiry = driver
      ? driverDocumentExpiries(driver).find((entry) => entry.document === warning.document)
      : undefined;
    if (!driver || expiry?.expiry !== warning.expiry) return null;
    return {
      documentOf: `${DOCUMENT_LABELS[warning.document]} of ${driver.first_name} ${driver.last_name}`,
      readers: [driver] as Reader[],
      consolePath: `/admin/drivers?q=${encodeURIComponent(driver.email)}`,
    };
  }
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.vehicle_id, warning.id));
  const column = {
    driving_licence: null,
    phv_driver_licence: null,
    phv_licence: vehicle?.phv_licence_expiry,
    mot: vehicle?.mot_expiry,
    insurance: vehicle?.insurance_expiry,
  }[warning.document];
  if (!vehicle || column !== warning.expiry) return null;
  // The chauffeurs the operator lets drive the car hear of it too: they cannot work in it lapsed.
  const readers = await db
    .select(READER_COLUMNS)
    .from(vehicleDrivers)
    .innerJoin(drivers, eq(drivers.driver_id, vehicleDrivers.driver_id))
    .where(
      and(
        eq(vehicleDrivers.vehicle_id, vehicle.vehicle_id),
        isNotNull(drivers.approved_at),
        inArray(drivers.status, ["Available", "Unavailable"]),
      ),
    )
    .orderBy(drivers.driver_id);
  const plate = displayPlate(vehicle.registration_plate);
  return {
    documentOf: `${DOCUMENT_LABELS[warning.document]} of ${vehicle.make} ${vehicle.model} · ${plate}`,
    readers,
    consolePath: `/admin/vehicles?q=${encodeURIComponent(vehicle.registration_plate)}`,
  };
}

/**
 * One document's warning at one threshold: an e-mail to each chauffeur concerned (and a text when
 * their notification preferences allow reminders by SMS) and one to the operations mailbox.
 * Idempotent: every e-mail has a dedupe key (the warning's key plus its reader) in the outbox, and
 * the text is sent only by the call that recorded the e-mail, so a rerun sends nothing again. A
 * document renewed since the scan (another expiry date) is not warned about.
 */
export async function sendExpiryWarning(
  warning: ExpiryWarning,
  { executor, now }: { executor: Executor; now: Date },
): Promise<number> {
  const loaded = await loadWarning(executor, warning);
  if (!loaded) return 0;
  const config = getServerConfig();
  const site = await getSiteIdentity(executor);
  const inWords = expiresInWords(warning.expiry, vehicleToday(now));
  const key = warningKey(warning);
  let sent = 0;
  for (const reader of loaded.readers) {
    const email = documentExpiryEmail({
      site,
      greeting: reader.first_name,
      documentOf: loaded.documentOf,
      expiry: warning.expiry,
      inWords,
      consoleUrl: null,
    });
    const fresh = await sendEmail({
      to: reader.email,
      template: DOCUMENT_EXPIRY_TEMPLATE,
      dedupeKey: `${key}:driver:${reader.driver_id}`,
      ...email,
    });
    if (!fresh) continue;
    sent += 1;
    const preferences = reader.user_id
      ? await readNotificationPreferences(reader.user_id, executor)
      : null;
    if (!mayMessage(preferences, "reminders", "sms")) continue;
    await sendSms(
      {
        to: reader.phone_number,
        body: `${site.name}: your ${loaded.documentOf} ${inWords} (valid through ${warning.expiry}). Please send us the renewed document.`,
        kind: "reminders",
        ...(reader.user_id ? { userId: reader.user_id } : {}),
      },
      executor,
    );
  }
  const operations = await sendEmail({
    to: config.operationsEmail,
    template: DOCUMENT_EXPIRY_TEMPLATE,
    dedupeKey: `${key}:operations`,
    ...documentExpiryEmail({
      site,
      greeting: null,
      documentOf: loaded.documentOf,
      expiry: warning.expiry,
      inWords,
      consoleUrl: `${config.siteUrl}${loaded.consolePath}`,
    }),
  });
  return operations ? sent + 1 : sent;
}
