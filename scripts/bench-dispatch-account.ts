/**
 * The busy bench chauffeur's sign-in (bench-dispatch-driver.ts gives it an account). Its own
 * plain module: bench-dispatch.ts runs outside the server's import conditions and may not load
 * the server modules the data script uses.
 */
export const BENCH_DRIVER = {
  email: "bench.chauffeur.1@example.com",
  password: "bench-chauffeur-password-1",
};
