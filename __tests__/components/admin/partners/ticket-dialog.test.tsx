import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TicketDialog } from "@/components/admin/partners/tickets/ticket-dialog";
import { TICKET_MESSAGES, type TicketView } from "@/lib/validations/partner-ticket";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

const ticket: TicketView = {
  ticket_id: 3,
  partner_id: 1,
  company_name: "Aurora Cars Ltd",
  subject: "Logo upload",
  message: "It fails",
  status: "Open",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  replies: [],
};

describe("TicketDialog (a row of the tickets inbox)", () => {
  it("opens the conversation, and reads the list again on closing only after a reply", async () => {
    const user = userEvent.setup();
    render(<TicketDialog ticket={ticket} />);
    await user.click(screen.getByRole("button", { name: "Open ticket #3 Logo upload" }));
    let dialog = screen.getByRole("dialog", { name: "#3 Logo upload" });
    expect(within(dialog).getByText("It fails")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(refresh).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Open ticket #3 Logo upload" }));
    dialog = screen.getByRole("dialog", { name: "#3 Logo upload" });
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        message: TICKET_MESSAGES.replied,
        data: {
          ...ticket,
          replies: [
            {
              reply_id: 1,
              author_role: "admin",
              body: "Use a JPEG",
              created_at: ticket.created_at,
            },
          ],
        },
      }),
    });
    await user.type(within(dialog).getByLabelText("Reply to ticket 3"), "Use a JPEG");
    await user.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog).findByText("Use a JPEG")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
