import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TicketInboxItem } from "@/components/admin/partners/tickets/ticket-inbox-item";
import { TICKET_MESSAGES, type TicketView } from "@/lib/validations/partner-ticket";

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
const answer = (data: TicketView, message: string) => ({
  ok: true,
  status: 200,
  json: async () => ({ success: true, message, data }),
});

describe("TicketInboxItem", () => {
  it("requires a reply, sends it and shows it in the conversation", async () => {
    const user = userEvent.setup();
    render(<TicketInboxItem initial={ticket} />);
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(screen.getByLabelText("Reply to ticket 3")).toHaveAccessibleDescription(
      TICKET_MESSAGES.replyRequired,
    );
    const replied = {
      ...ticket,
      replies: [
        {
          reply_id: 1,
          author_role: "admin" as const,
          body: "Use a JPEG",
          created_at: ticket.created_at,
        },
      ],
    };
    fetchMock.mockResolvedValueOnce(answer(replied, TICKET_MESSAGES.replied));
    await user.type(screen.getByLabelText("Reply to ticket 3"), "Use a JPEG");
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/partners/tickets/3/replies");
    expect(await screen.findByText("Use a JPEG")).toBeInTheDocument();
    expect(screen.getByLabelText("Reply to ticket 3")).toHaveValue("");
  });

  it("closes and reopens the ticket", async () => {
    const user = userEvent.setup();
    render(<TicketInboxItem initial={ticket} />);
    fetchMock.mockResolvedValueOnce(answer({ ...ticket, status: "Closed" }, "Ticket closed"));
    await user.click(screen.getByRole("button", { name: "Close Ticket" }));
    expect(await screen.findByRole("button", { name: "Reopen Ticket" })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ status: "Closed" });
    expect(screen.getByText("Closed")).toBeInTheDocument();
  });

  it("shows the server's refusal of a reply on the reply field", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 400,
      json: async () => ({
        success: false,
        message: "Please correct the highlighted fields",
        errors: { body: TICKET_MESSAGES.messageTooLong },
      }),
    });
    render(<TicketInboxItem initial={ticket} />);
    await user.type(screen.getByLabelText("Reply to ticket 3"), "Use a JPEG");
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(await screen.findByLabelText("Reply to ticket 3")).toHaveAccessibleDescription(
      TICKET_MESSAGES.messageTooLong,
    );
    expect(screen.getByLabelText("Reply to ticket 3")).toHaveValue("Use a JPEG");
  });
});
