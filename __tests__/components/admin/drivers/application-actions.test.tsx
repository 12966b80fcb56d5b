import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplicationActions } from "@/components/admin/drivers/application-actions";
import { answer, driverFixture } from "./driver-fixture";
import { installFetchMock } from "@test/fetch-mock";

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toastError(...a),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

const fetchMock = installFetchMock();

const APPROVED =
  "Approved: an account was created and a set-password e-mail sent to dan@example.com";

describe("ApplicationActions (a driver application's Approve and Reject)", () => {
  it("shows nothing for a driver who is not an open application", () => {
    const { container } = render(
      <ApplicationActions
        driver={driverFixture({ status: "Available", has_account: true })}
        onDecided={jest.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("Approve asks for confirmation, then says an account was created and an e-mail sent", async () => {
    const approved = driverFixture({ status: "Available", has_account: true });
    fetchMock.mockResolvedValue(answer(200, { success: true, message: APPROVED, data: approved }));
    const onDecided = jest.fn();
    const user = userEvent.setup();
    render(<ApplicationActions driver={driverFixture()} onDecided={onDecided} />);
    await user.click(screen.getByRole("button", { name: "Approve Dan Driver" }));
    const confirm = screen.getByRole("alertdialog", { name: "Approve Dan Driver?" });
    expect(confirm).toHaveTextContent("dan@example.com");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Approve driver" }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(approved));
    expect(toastSuccess).toHaveBeenCalledWith(APPROVED);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/drivers/42/approve");
    expect(JSON.parse(String(init.body))).toEqual({});
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("Cancel on the confirmation approves nothing", async () => {
    const user = userEvent.setup();
    render(<ApplicationActions driver={driverFixture()} onDecided={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Approve Dan Driver" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a refused approval (expired licence) is shown and the confirmation stays", async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, message: "Licence expired" }));
    const user = userEvent.setup();
    render(<ApplicationActions driver={driverFixture()} onDecided={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Approve Dan Driver" }));
    await user.click(screen.getByRole("button", { name: "Approve driver" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Not approved", { description: "Licence expired" }),
    );
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("Reject requires a reason, sends it, and reports where it was e-mailed", async () => {
    const rejected = driverFixture({ status: "Unavailable" });
    const message = "Application rejected: the reason was e-mailed to dan@example.com";
    fetchMock.mockResolvedValue(answer(200, { success: true, message, data: rejected }));
    const onDecided = jest.fn();
    const user = userEvent.setup();
    render(<ApplicationActions driver={driverFixture()} onDecided={onDecided} />);
    await user.click(screen.getByRole("button", { name: "Reject Dan Driver" }));
    const dialog = screen.getByRole("dialog", { name: "Reject Dan Driver's application?" });
    const reason = within(dialog).getByLabelText(/Reason \(sent to the applicant\)/);
    await user.click(within(dialog).getByRole("button", { name: "Reject application" }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining("Please give the reason for rejecting the application"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(reason, "Licence could not be verified.");
    await user.click(within(dialog).getByRole("button", { name: "Reject application" }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(rejected));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/drivers/42/reject");
    expect(JSON.parse(String(init.body))).toEqual({ reason: "Licence could not be verified." });
    expect(toastSuccess).toHaveBeenCalledWith(message);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("Reject shows the server's message about the reason on the reason field", async () => {
    const user = userEvent.setup();
    const refused = "The reason must be at most 1000 characters";
    fetchMock.mockResolvedValueOnce(
      answer(400, { success: false, message: refused, errors: { reason: refused } }),
    );
    render(<ApplicationActions driver={driverFixture()} onDecided={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Reject Dan Driver" }));
    const dialog = screen.getByRole("dialog", { name: "Reject Dan Driver's application?" });
    const reason = within(dialog).getByLabelText(/Reason \(sent to the applicant\)/);
    await user.type(reason, "Licence could not be verified.");
    await user.click(within(dialog).getByRole("button", { name: "Reject application" }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(expect.stringContaining(refused)),
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
