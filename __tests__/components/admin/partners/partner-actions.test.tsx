import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { PartnerStatusActions } from "@/components/admin/partners/partner-actions";
import type { AdminPartnerCard } from "@/components/admin/partners/partner-types";
import { installFetchMock } from "@test/fetch-mock";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

// Only what the actions read; the rest of the card is not theirs.
const pending = {
  partner_id: 7,
  company_name: "Okafor Cars",
  status: "Pending",
} as AdminPartnerCard;

describe("PartnerStatusActions: Approve", () => {
  it("asks for confirmation before approving, and Cancel changes nothing", async () => {
    const user = userEvent.setup();
    render(<PartnerStatusActions partner={pending} />);
    await user.click(screen.getByRole("button", { name: "Approve Okafor Cars" }));
    expect(screen.getByRole("alertdialog", { name: "Approve Okafor Cars?" })).toHaveTextContent(
      "guest booking page goes live",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("approves once confirmed", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ success: true, message: "ok", data: { ...pending, status: "Active" } }),
    });
    const user = userEvent.setup();
    render(<PartnerStatusActions partner={pending} />);
    await user.click(screen.getByRole("button", { name: "Approve Okafor Cars" }));
    await user.click(screen.getByRole("button", { name: "Approve partner" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Okafor Cars approved"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/partners/7");
    expect(JSON.parse(String(init.body))).toEqual({ status: "Active" });
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
