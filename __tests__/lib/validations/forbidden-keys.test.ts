import { findForbiddenKeys } from "@test/forbidden-keys";

describe("findForbiddenKeys", () => {
  it("finds hashes and tokens at any depth", () => {
    const body = {
      data: {
        user: { password_hash: "x" },
        list: [{ token_hash: "y" }, { token: "z" }],
        session_version: 1,
      },
    };
    expect(findForbiddenKeys(body)).toEqual([
      "data.user.password_hash",
      "data.list[0].token_hash",
      "data.list[1].token",
      "data.session_version",
    ]);
  });

  it("allows only the caller's own token where the login answer carries it", () => {
    expect(findForbiddenKeys({ data: { token: "mine" } }, { allowTokenAt: "data.token" })).toEqual(
      [],
    );
    expect(
      findForbiddenKeys({ data: { other: { token: "theirs" } } }, { allowTokenAt: "data.token" }),
    ).toEqual(["data.other.token"]);
  });

  it("passes clean answers", () => {
    expect(
      findForbiddenKeys({ success: true, message: "ok", data: [{ email: "a@b.c" }, null, 3] }),
    ).toEqual([]);
  });
});

it("does not treat field names in validation errors as leaks", () => {
  expect(
    findForbiddenKeys({
      success: false,
      errors: { password: "Password is required", token: "Reset token is required" },
    }),
  ).toEqual([]);
});
