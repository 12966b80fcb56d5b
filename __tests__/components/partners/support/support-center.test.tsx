import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PARTNER_FAQ, SupportFaq } from "@/components/partners/support/support-faq";
import { SupportTickets } from "@/components/partners/support/support-tickets";
import { TICKET_MESSAGES } from "@/lib/validations/partner-ticket";
import { fieldErrorsAnswer, installFetchMock, okAnswer } from "@test/fetch-mock";
import { ticketView } from "@test/tickets";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

const ticket = ticketView({
  ticket_id: 7,
  company_name: undefined,
  subject: "Payout question",
  message: "When?",
  replies: [
    {
      reply_id: 1,
      author_role: "admin",
      body: "On Thursday.",
      created_at: "2026-11-20T11:00:00.000Z",
    },
  ],
});

describe("the Support Center", () => {
  it("opens one FAQ answer at a time and closes it again", async () => {
    const user = userEvent.setup();
    render(<SupportFaq />);
    const [first, second] = PARTNER_FAQ;
    const q1 = screen.getByRole("button", { name: first.q });
    const q2 = screen.getByRole("button", { name: second.q });
    expect(screen.getAllByRole("button")).toHaveLength(4);
    await user.click(q1);
    expect(q1).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(first.a)).toBeVisible();
    await user.click(q2);
    expect(q1).toHaveAttribute("aria-expanded", "false");
    expect(q2).toHaveAttribute("aria-expanded", "true");
    await user.click(q2);
    expect(q2).toHaveAttribute("aria-expanded", "false");
  });

  it("validates Subject and Message before sending", async () => {
    const user = userEvent.setup();
    render(<SupportTickets initialTickets={[]} />);
    await user.click(screen.getByRole("button", { name: "Submit Ticket" }));
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription(
      TICKET_MESSAGES.subjectRequired,
    );
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(
      TICKET_MESSAGES.messageRequired,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("submits a ticket and lists it with the replies under View All Tickets", async () => {
    const user = userEvent.setup();
    const created = { ...ticket, ticket_id: 8, subject: "New logo", replies: [] };
    fetchMock.mockResolvedValue(okAnswer(created, TICKET_MESSAGES.submitted, 201));
    render(<SupportTickets initialTickets={[ticket]} />);
    await user.type(screen.getByLabelText("Subject"), "New logo");
    await user.type(screen.getByLabelText("Message"), "Please help");
    await user.click(screen.getByRole("button", { name: "Submit Ticket" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner/tickets");
    expect(JSON.parse(String(init.body))).toEqual({ subject: "New logo", message: "Please help" });
    expect(await screen.findByText("2 tickets, 2 open.")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "View All Tickets" }));
    expect(screen.getByRole("heading", { name: "#8 New logo" })).toBeInTheDocument();
    const replies = screen.getByRole("list", { name: "Replies to ticket 7" });
    expect(within(replies).getByText("On Thursday.")).toBeInTheDocument();
  });

  it("shows the server's field message on its field", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(fieldErrorsAnswer({ subject: TICKET_MESSAGES.subjectTooLong }));
    render(<SupportTickets initialTickets={[]} />);
    await user.type(screen.getByLabelText("Subject"), "Logo upload");
    await user.type(screen.getByLabelText("Message"), "It fails");
    await user.click(screen.getByRole("button", { name: "Submit Ticket" }));
    expect(await screen.findByLabelText("Subject")).toHaveAccessibleDescription(
      TICKET_MESSAGES.subjectTooLong,
    );
  });
});
