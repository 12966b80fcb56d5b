import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TicketDialog } from "@/components/admin/partners/tickets/ticket-dialog";
import { TICKET_MESSAGES } from "@/lib/validations/partner-ticket";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { answeredTicket, ticketView } from "@test/tickets";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

const ticket = ticketView();

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
    fetchMock.mockResolvedValueOnce(okAnswer(answeredTicket, TICKET_MESSAGES.replied));
    await user.type(within(dialog).getByLabelText("Reply to ticket 3"), "Use a JPEG");
    await user.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog).findByText("Use a JPEG")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
