import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { MarkPayoutDialog, RunPayoutsButton } from "@/components/admin/partners/payout-actions";
import { installFetchMock } from "@test/fetch-mock";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body });

describe("RunPayoutsButton", () => {
  it("starts the run and says how many payouts it created", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      reply(200, {
        success: true,
        message: "2 payouts created for 2026-W48",
        data: { period: "2026-W48", created: [{ payout_id: 1 }, { payout_id: 2 }] },
      }),
    );
    render(<RunPayoutsButton />);
    await user.click(screen.getByRole("button", { name: "Run payouts" }));
    expect(await screen.findByRole("status")).toHaveTextContent("2 payouts created for 2026-W48.");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/partners/payouts/run");
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(reply(403, { success: false, message: "Forbidden" }));
    render(<RunPayoutsButton />);
    await user.click(screen.getByRole("button", { name: "Run payouts" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Forbidden"));
  });
});

describe("MarkPayoutDialog", () => {
  it("sends the bank transfer reference and closes on success", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      reply(200, { success: true, message: "Payout marked paid", data: {} }),
    );
    render(<MarkPayoutDialog payoutId={7} reference="PO-000007" outcome="paid" />);
    await user.click(screen.getByRole("button", { name: "Mark paid: PO-000007" }));
    const dialog = screen.getByRole("dialog", { name: "Mark payout paid PO-000007" });
    await user.type(within(dialog).getByLabelText(/Bank transfer reference/), "BACS-1");
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/partners/payouts/7/paid");
    expect(JSON.parse(String(init.body))).toEqual({ reference: "BACS-1" });
    expect(toast.success).toHaveBeenCalledWith("Payout marked paid");
  });

  it("shows the field error and stays open when the reason is refused", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      reply(400, {
        success: false,
        message: "Validation failed",
        errors: { reason: "Enter the reason the payout failed" },
      }),
    );
    render(<MarkPayoutDialog payoutId={7} reference="PO-000007" outcome="failed" />);
    await user.click(screen.getByRole("button", { name: "Mark failed: PO-000007" }));
    const dialog = screen.getByRole("dialog", { name: "Mark payout failed PO-000007" });
    // A reason the browser lets through; the server still refuses it, on the field.
    await user.type(within(dialog).getByLabelText("Reason (the partner sees it)"), "?");
    await user.click(within(dialog).getByRole("button", { name: "Mark failed" }));
    expect(await within(dialog).findByText("Enter the reason the payout failed")).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("asks for the reference in the browser, with the handler's message, before sending", async () => {
    const user = userEvent.setup();
    render(<MarkPayoutDialog payoutId={7} reference="PO-000007" outcome="paid" />);
    await user.click(screen.getByRole("button", { name: "Mark paid: PO-000007" }));
    const dialog = screen.getByRole("dialog", { name: "Mark payout paid PO-000007" });
    await user.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(
      await within(dialog).findByRole("textbox", { name: "Bank transfer reference" }),
    ).toHaveAccessibleDescription("Reference is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
