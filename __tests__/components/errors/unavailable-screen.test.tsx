import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UnavailableScreen } from "@/components/errors/unavailable-screen";

describe("UnavailableScreen", () => {
  it("says the service is temporarily unavailable, names the reference and retries", async () => {
    const onRetry = jest.fn();
    render(<UnavailableScreen digest="1234567" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/temporarily unavailable/i);
    expect(screen.getByRole("heading", { name: "Temporarily unavailable" })).toBeInTheDocument();
    expect(screen.getByText("Reference: 1234567")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
