import { eq } from "drizzle-orm";
import {
  acceptCode,
  confirmEnrolment,
  consumeRecoveryCode,
  disableTwoFactor,
  isTwoFactorEnabled,
  startEnrolment,
} from "@/server/auth/two-factor/store";
import { codeForStep, stepAt } from "@/server/auth/two-factor/totp";
import { getDb } from "@/server/db/client";
import { userRecoveryCodes, userTwoFactor } from "@/server/db/schema";
import { createUser } from "@test/factories";

jest.setTimeout(30000);

const NOW = 1_800_000_000_000;
const STEP = stepAt(NOW);

async function enrolled() {
  const db = await getDb();
  const user = await createUser({ role: "admin" });
  const secret = (await startEnrolment(db, user.user_id))!;
  const codes = await confirmEnrolment(db, user.user_id, codeForStep(secret, STEP), NOW);
  return { db, user, secret, codes: codes! };
}

describe("two-factor store", () => {
  it("stores the secret encrypted and is off until confirmed", async () => {
    const db = await getDb();
    const user = await createUser({ role: "partner" });
    const secret = (await startEnrolment(db, user.user_id))!;
    const [row] = await db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.user_id, user.user_id));
    expect(row!.secret_encrypted).not.toContain(secret);
    expect(await isTwoFactorEnabled(db, user.user_id)).toBe(false);
    // A pending enrolment signs nobody in.
    expect(await acceptCode(db, user.user_id, codeForStep(secret, STEP), NOW)).toBe(false);
    expect(await confirmEnrolment(db, user.user_id, "000000", NOW)).toBeNull();
  });

  it("confirms with a current code, answers ten hashed recovery codes, refuses re-enrolment", async () => {
    const { db, user, codes } = await enrolled();
    expect(codes).toHaveLength(10);
    expect(await isTwoFactorEnabled(db, user.user_id)).toBe(true);
    const stored = await db
      .select()
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.user_id, user.user_id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect(await startEnrolment(db, user.user_id)).toBeNull();
  });

  it("refuses the confirming code again and a reused code, accepts drift ±1, refuses ±2", async () => {
    const { db, user, secret } = await enrolled();
    const id = user.user_id;
    expect(await acceptCode(db, id, codeForStep(secret, STEP), NOW)).toBe(false);
    expect(await acceptCode(db, id, codeForStep(secret, STEP + 2), NOW)).toBe(false);
    expect(await acceptCode(db, id, codeForStep(secret, STEP + 1), NOW)).toBe(true);
    expect(await acceptCode(db, id, codeForStep(secret, STEP + 1), NOW)).toBe(false);
    const later = NOW + 10 * 30_000;
    expect(await acceptCode(db, id, codeForStep(secret, stepAt(later) - 2), later)).toBe(false);
    expect(await acceptCode(db, id, codeForStep(secret, stepAt(later) - 1), later)).toBe(true);
    expect(await acceptCode(db, id, "12345", later)).toBe(false);
  });

  it("lets only one of two concurrent sign-ins use the same code", async () => {
    const { db, user, secret } = await enrolled();
    const code = codeForStep(secret, STEP + 1);
    const results = await Promise.all([
      acceptCode(db, user.user_id, code, NOW),
      acceptCode(db, user.user_id, code, NOW),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("accepts each recovery code once, in any case or spacing, and only for its owner", async () => {
    const { db, user, codes } = await enrolled();
    const other = await enrolled();
    expect(await consumeRecoveryCode(db, other.user.user_id, codes[0]!)).toBe(false);
    expect(await consumeRecoveryCode(db, user.user_id, codes[0]!.toUpperCase())).toBe(true);
    expect(await consumeRecoveryCode(db, user.user_id, codes[0]!)).toBe(false);
    expect(await consumeRecoveryCode(db, user.user_id, codes[1]!.replace("-", ""))).toBe(true);
    expect(await consumeRecoveryCode(db, user.user_id, "not-a-code")).toBe(false);
  });

  it("disable removes the enrolment and its codes", async () => {
    const { db, user, codes } = await enrolled();
    await disableTwoFactor(db, user.user_id);
    expect(await isTwoFactorEnabled(db, user.user_id)).toBe(false);
    expect(await consumeRecoveryCode(db, user.user_id, codes[2]!)).toBe(false);
  });
});
