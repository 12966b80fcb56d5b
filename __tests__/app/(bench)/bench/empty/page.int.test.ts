import EmptyBenchPage from "@/app/(bench)/bench/empty/page";
import { resetServerConfigForTests } from "@/env";

// next/navigation's notFound throws an error whose digest names the 404.
const isNotFound = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  String((error as { digest?: unknown }).digest).includes("404");

describe("/bench/empty (the baseline of bench:pages)", () => {
  afterEach(() => {
    delete process.env.BENCH_ROUTES;
    resetServerConfigForTests();
  });

  it("does not exist unless the benchmark started the server", () => {
    let thrown: unknown;
    try {
      EmptyBenchPage();
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });

  it("renders an empty main while BENCH_ROUTES=1", () => {
    process.env.BENCH_ROUTES = "1";
    resetServerConfigForTests();
    const page = EmptyBenchPage();
    expect(page.type).toBe("main");
    expect(page.props.id).toBe("main");
  });
});
