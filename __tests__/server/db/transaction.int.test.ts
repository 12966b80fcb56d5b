import { eq } from "drizzle-orm";
import { registerSchema } from "@/lib/validations/auth";
import { getDb } from "@/server/db/client";
import { emailOutbox, users } from "@/server/db/schema";
import { afterCommit, inTransaction } from "@/server/db/transaction";
import { registerUser } from "@/server/users/register-user";
import { registrationPayload } from "@test/accounts";

jest.setTimeout(30_000);
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

class CallerFailed extends Error {}

async function userByEmail(email: string) {
  const db = await getDb();
  return db.select().from(users).where(eq(users.email, email));
}

describe("inTransaction and afterCommit", () => {
  it("runs after-commit work once the outermost transaction commits, never on rollback", async () => {
    const ran: string[] = [];
    await inTransaction(undefined, async (tx) => {
      await inTransaction(tx, async (inner) => {
        await afterCommit(inner, async () => void ran.push("inner"));
      });
      await afterCommit(tx, async () => void ran.push("outer"));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(["inner", "outer"]);

    await expect(
      inTransaction(undefined, async (tx) => {
        await afterCommit(tx, async () => void ran.push("rolled back"));
        throw new CallerFailed("no");
      }),
    ).rejects.toBeInstanceOf(CallerFailed);
    expect(ran).toEqual(["inner", "outer"]);
  });

  it("rolls back only a failed savepoint when the caller catches it", async () => {
    const kept = registrationPayload();
    const dropped = registrationPayload();
    await inTransaction(undefined, async (tx) => {
      await registerUser({ data: registerSchema.parse(kept) }, tx);
      await inTransaction(tx, async (inner) => {
        await registerUser({ data: registerSchema.parse(dropped) }, inner);
        throw new CallerFailed("undo the second");
      }).catch((error: unknown) => {
        if (!(error instanceof CallerFailed)) throw error;
      });
    });
    expect(await userByEmail(kept.email)).toHaveLength(1);
    expect(await userByEmail(dropped.email)).toHaveLength(0);
  });

  it("leaves no account and sends no welcome e-mail when a registration's caller rolls back", async () => {
    const payload = registrationPayload();
    await expect(
      inTransaction(undefined, async (tx) => {
        await registerUser({ data: registerSchema.parse(payload) }, tx);
        throw new CallerFailed("rolled back");
      }),
    ).rejects.toBeInstanceOf(CallerFailed);
    expect(await userByEmail(payload.email)).toHaveLength(0);
    const db = await getDb();
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, payload.email)),
    ).toHaveLength(0);
  });

  it("delivers the welcome e-mail after a caller's commit", async () => {
    const payload = registrationPayload();
    await inTransaction(undefined, (tx) =>
      registerUser({ data: registerSchema.parse(payload) }, tx),
    );
    const db = await getDb();
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, payload.email));
    expect(email).toMatchObject({ template: "welcome", status: "logged" });
  });
});
