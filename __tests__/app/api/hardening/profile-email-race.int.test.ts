import { AppError } from "@/server/http/errors";
import { DUPLICATE_EMAIL_MESSAGE } from "@/server/users/register-user";
import { updateProfile } from "@/server/users/update-profile";
import { createUser, profilePayload } from "@test/factories";

jest.setTimeout(30_000);

const profile = profilePayload;

describe("updateProfile racing for one new e-mail", () => {
  // Started together, all three pass the "is this e-mail taken?" read before any writes, so the
  // losers meet the unique index (on a pooled server they may lose at the read instead: same answer).
  it("lets one update win and refuses the others with the duplicate-email 409", async () => {
    const racers = await Promise.all([createUser(), createUser(), createUser()]);
    const email = `race-${Date.now()}@example.com`;
    const results = await Promise.allSettled(
      racers.map((user) => updateProfile({ userId: user.user_id, profile: profile(email) })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toBeInstanceOf(AppError);
        expect(result.reason).toMatchObject({ status: 409, message: DUPLICATE_EMAIL_MESSAGE });
      }
    }
  });
});
