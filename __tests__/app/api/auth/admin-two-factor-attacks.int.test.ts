import { eq } from "drizzle-orm";
import { GET as readFile } from "@/app/api/files/[...key]/route";
import { POST as createDriver } from "@/app/api/drivers/route";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { getDb } from "@/server/db/client";
import { drivers, type UserRow } from "@/server/db/schema";
import { updateSettingsGroup } from "@/server/settings/update-settings";
import { storeImage } from "@/server/storage/stored-files";
import { call, freshAddress } from "@test/accounts";
import { applicationFields, applicationFiles, jpeg, multipart, outboxTo } from "@test/drivers";
import { createUser } from "@test/factories";
import { enrolled } from "@test/two-factor";

/**
 * The attacks the console suite found: with Settings requiring 2FA for administrators, one who
 * has not set it up read private files and added an Available driver (whose set-password
 * e-mail goes to any address given). Both endpoints also serve visitors, so they read the
 * session through optionalUser, which refuses such an administrator like every other guard.
 */
let unenrolled: UserRow;
let compliant: UserRow;

beforeAll(async () => {
  compliant = (await enrolled("admin")).user;
  unenrolled = await createUser({ role: "admin" });
  await updateSettingsGroup({
    key: "security",
    value: { require_admin_2fa: true },
    actor: { kind: "admin", id: compliant.user_id, label: null },
  });
});

async function privateFileKey(): Promise<string> {
  const owner = await createUser();
  const stored = await storeImage({
    file: { field: "profile_image", name: "me.jpg", type: "image/jpeg", bytes: await jpeg() },
    folder: "avatars",
    ownerKind: "user",
    ownerId: owner.user_id,
    visibility: "private",
  });
  return stored.key;
}

const read = (key: string, as: UserRow) =>
  call(readFile, { url: `/api/files/${key}`, params: { key: key.split("/") }, as });

const addDriver = async (email: string, as: UserRow) =>
  call(createDriver, {
    method: "POST",
    url: "/api/drivers",
    formData: multipart(
      applicationFields({ email, status: "Available" }),
      await applicationFiles(),
    ),
    headers: freshAddress(),
    as,
  });

describe("an administrator without the 2FA Settings requires", () => {
  it("cannot read another person's private file (403, saying why)", async () => {
    const key = await privateFileKey();
    const refused = await read(key, unenrolled);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.adminRequired });
    expect(refused.headers.get("content-type")).not.toMatch(/^image\//);
    // An administrator who has set it up still can.
    expect((await read(key, compliant)).status).toBe(200);
  });

  it("cannot add a driver as Available, and nobody is e-mailed a set-password link", async () => {
    const email = `attacker-${Date.now()}@example.com`;
    const refused = await addDriver(email, unenrolled);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.adminRequired });
    const db = await getDb();
    expect(await db.select().from(drivers).where(eq(drivers.email, email))).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
    // The same request from an administrator with 2FA adds the driver.
    const added = await addDriver(email, compliant);
    expect(added.status).toBe(201);
  });
});
