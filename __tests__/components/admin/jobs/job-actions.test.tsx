import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { JobActions } from "@/components/admin/jobs/job-actions";
import { installFetchMock } from "@test/fetch-mock";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body });

describe("JobActions", () => {
  it("retries a failed job and refreshes the list", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(reply(200, { success: true, message: "Job queued again" }));
    render(<JobActions jobId={12} status="failed" />);
    await user.click(screen.getByRole("button", { name: "Retry job 12" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Job queued again"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(["/api/admin/jobs/12/retry", "POST"]);
    expect(refresh).toHaveBeenCalled();
  });

  it("cancels a queued job, showing the server's refusal", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      reply(409, {
        success: false,
        message: "Only a queued job can be cancelled (this one is done)",
      }),
    );
    render(<JobActions jobId={5} status="queued" />);
    await user.click(screen.getByRole("button", { name: "Cancel job 5" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Only a queued job can be cancelled (this one is done)",
      ),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/jobs/5/cancel");
  });

  it.each(["running", "done"] as const)("offers nothing for a %s job", (status) => {
    render(<JobActions jobId={1} status={status} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
