// Unknown e-mails are checked against a dummy Argon2 hash so they cost what a wrong password
// costs. Built lazily, the first unknown-e-mail login would also pay for hashing it.
describe("the dummy hash for unknown e-mails", () => {
  it("is built when the module loads, and a failed login only verifies against it", async () => {
    const hash = jest.fn(async (password: string) => `hashed:${password}`);
    const verify = jest.fn(async () => false);
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@node-rs/argon2", () => ({ hash, verify }));
      const passwords = await import("@/server/auth/passwords");
      expect(hash).toHaveBeenCalledTimes(1);
      expect(verify).not.toHaveBeenCalled();

      await passwords.verifyAgainstDummy("first-guess");
      await passwords.verifyAgainstDummy("second-guess");
      expect(hash).toHaveBeenCalledTimes(1);
      expect(verify).toHaveBeenCalledTimes(2);
      expect(verify).toHaveBeenCalledWith(
        "hashed:timing-equaliser-not-a-real-password",
        "first-guess",
      );
    });
  });
});
