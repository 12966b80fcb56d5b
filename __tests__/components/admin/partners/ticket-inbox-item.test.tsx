import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TicketInboxItem } from "@/components/admin/partners/tickets/ticket-inbox-item";
import { TICKET_MESSAGES } from "@/lib/validations/partner-ticket";
import { fieldErrorsAnswer, installFetchMock, okAnswer } from "@test/fetch-mock";
import { answeredTicket, ticketView } from "@test/tickets";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

const ticket = ticketView();

describe("TicketInboxItem", () => {
  it("requires a reply, sends it and shows it in the conversation", async () => {
    const user = userEvent.setup();
    render(<TicketInboxItem initial={ticket} />);
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(screen.getByLabelText("Reply to ticket 3")).toHaveAccessibleDescription(
      TICKET_MESSAGES.replyRequired,
    );
    fetchMock.mockResolvedValueOnce(okAnswer(answeredTicket, TICKET_MESSAGES.replied));
    await user.type(screen.getByLabelText("Reply to ticket 3"), "Use a JPEG");
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/partners/tickets/3/replies");
    expect(await screen.findByText("Use a JPEG")).toBeInTheDocument();
    expect(screen.getByLabelText("Reply to ticket 3")).toHaveValue("");
  });

  it("closes and reopens the ticket", async () => {
    const user = userEvent.setup();
    render(<TicketInboxItem initial={ticket} />);
    fetchMock.mockResolvedValueOnce(okAnswer({ ...ticket, status: "Closed" }, "Ticket closed"));
    await user.click(screen.getByRole("button", { name: "Close Ticket" }));
    expect(await screen.findByRole("button", { name: "Reopen Ticket" })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ status: "Closed" });
    expect(screen.getByText("Closed")).toBeInTheDocument();
  });

  it("shows the server's refusal of a reply on the reply field", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(fieldErrorsAnswer({ body: TICKET_MESSAGES.messageTooLong }));
    render(<TicketInboxItem initial={ticket} />);
    await user.type(screen.getByLabelText("Reply to ticket 3"), "Use a JPEG");
    await user.click(screen.getByRole("button", { name: "Send Reply" }));
    expect(await screen.findByLabelText("Reply to ticket 3")).toHaveAccessibleDescription(
      TICKET_MESSAGES.messageTooLong,
    );
    expect(screen.getByLabelText("Reply to ticket 3")).toHaveValue("Use a JPEG");
  });
});
