import { render, screen } from "@testing-library/react";
import { orRefusal, RefusalNotice } from "@/app/_shared/refusal";
import { AppError, notFound } from "@/server/http/errors";

describe("a page's refused read", () => {
  it("passes the read through", async () => {
    await expect(orRefusal(Promise.resolve(7))).resolves.toBe(7);
  });

  it("turns the domain's refusal into a value", async () => {
    const refusal = notFound("No driver record");
    await expect(orRefusal(Promise.reject(refusal))).resolves.toBe(refusal);
  });

  it("still throws anything else", async () => {
    await expect(orRefusal(Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });

  it("shows the refusal's message without announcing it", () => {
    render(<RefusalNotice refusal={new AppError("NOT_FOUND", "No driver record")} />);
    expect(screen.getByText("No driver record")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
