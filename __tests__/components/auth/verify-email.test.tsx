import { render, screen } from "@testing-library/react";
import { VerifyEmail } from "@/components/auth/verify-email";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";

let search = new URLSearchParams();
jest.mock("next/navigation", () => ({ useSearchParams: () => search }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("VerifyEmail", () => {
  it("posts the link's token once and says the address changed", async () => {
    search = new URLSearchParams({ token: "abc123" });
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        message: M.emailChanged,
        data: { email: "n@x.example" },
      }),
    });
    render(<VerifyEmail />);
    expect(screen.getByRole("status")).toHaveTextContent("Verifying your new e-mail address...");
    expect(await screen.findByText(M.emailChanged)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/verify-email");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: "abc123" });
    expect(screen.getByRole("link", { name: "Back to your account" })).toHaveAttribute(
      "href",
      "/partner-dashboard/account",
    );
  });

  it("shows the server's refusal of a used or expired link", async () => {
    search = new URLSearchParams({ token: "used" });
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 400,
      json: async () => ({ success: false, message: M.invalidLink }),
    });
    render(<VerifyEmail />);
    expect(await screen.findByRole("alert")).toHaveTextContent(M.invalidLink);
    expect(screen.getByRole("link", { name: "Go to sign in" })).toBeInTheDocument();
  });

  it("without a token says the link is invalid and sends nothing", () => {
    search = new URLSearchParams();
    render(<VerifyEmail />);
    expect(screen.getByRole("alert")).toHaveTextContent(M.invalidLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
