import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DriverDetailsDialog } from "@/components/admin/drivers/driver-details-dialog";
import { DRIVER_MESSAGES } from "@/lib/validations/driver-fields";
import { answer, driverFixture } from "./driver-fixture";
import { installFetchMock } from "@test/fetch-mock";

const toastError = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() },
}));

const fetchMock = installFetchMock();
beforeEach(() => {
  fetchMock.mockResolvedValue(answer(200, { success: true, data: [] }));
});

function renderDialog(onUpdated = jest.fn()) {
  render(
    <DriverDetailsDialog driver={driverFixture()} onOpenChange={jest.fn()} onUpdated={onUpdated} />,
  );
  return { dialog: screen.getByRole("dialog", { name: "Dan Driver" }), onUpdated };
}

describe("DriverDetailsDialog", () => {
  it("shows the header and each tab's fields, N/A for empty values", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(within(dialog).getByText("Driver ID: 42")).toBeInTheDocument();
    expect(within(dialog).getByText("Under Review")).toBeInTheDocument();
    expect(within(dialog).getByText("QQ123456C")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "License Info" }));
    expect(within(dialog).getByText("31 Jan 2035")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "Work Info" }));
    expect(within(dialog).getByText("Total Trips")).toBeInTheDocument();
    expect(within(dialog).getByText("£345.50")).toBeInTheDocument();
    expect(within(dialog).getAllByText("N/A").length).toBeGreaterThanOrEqual(2);
    await user.click(within(dialog).getByRole("tab", { name: "Vehicle Info" }));
    expect(within(dialog).getByText("AB12 CDE")).toBeInTheDocument();
    expect(within(dialog).getByRole("list", { name: "Car Pictures" }).children).toHaveLength(2);
    await user.click(within(dialog).getByRole("tab", { name: "History" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/drivers/42/history", expect.anything()),
    );
    expect(await within(dialog).findByText("No history yet.")).toBeInTheDocument();
  });

  it("enlarges a car picture, with a close button, and shows a placeholder for one that fails", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("tab", { name: "Vehicle Info" }));
    fireEvent.error(within(dialog).getByRole("img", { name: "Car picture 2 of 2" }));
    expect(
      within(dialog).getByRole("img", { name: "Car picture 2 of 2 could not be loaded" }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Enlarge car picture 1 of 2" }));
    // The enlarged view is loaded on the first click.
    const enlarged = await screen.findByRole("dialog", { name: "Car picture 1 of 2" });
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("dialog", { name: "Car picture 2 of 2" })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole("dialog", { name: "Car picture 2 of 2" })).getByRole("button", {
        name: "Close",
      }),
    );
    expect(enlarged).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Dan Driver" })).toBeInTheDocument();
  });

  it("edits a copy and saves it with PUT; the answer replaces the driver", async () => {
    const user = userEvent.setup();
    const { dialog, onUpdated } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Edit Driver" }));
    expect(within(dialog).getByRole("button", { name: "Change photo" })).toBeInTheDocument();
    const address = within(dialog).getByLabelText("Address");
    await user.clear(address);
    await user.type(address, "2 New Road");
    const saved = driverFixture({ address: "2 New Road" });
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: saved }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe("/api/drivers/42");
    expect(init.method).toBe("PUT");
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body.address).toBe("2 New Road");
    expect(body.currently_working_with).toBeNull();
    expect(body.car_year).toBe("2023");
    expect(body).not.toHaveProperty("rating");
    expect(within(dialog).getByRole("button", { name: "Edit Driver" })).toBeInTheDocument();
  });

  it("keeps edit mode open and says why when saving fails", async () => {
    const user = userEvent.setup();
    const { dialog, onUpdated } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Edit Driver" }));
    await user.click(within(dialog).getByRole("tab", { name: "Work Info" }));
    fetchMock.mockResolvedValueOnce(
      answer(409, {
        success: false,
        message: "This driver's driving licence has expired",
        errors: { driving_license_expiry_date: "Expired" },
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      await within(dialog).findByText("This driver's driving licence has expired"),
    ).toBeInTheDocument();
    expect(onUpdated).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
    // The tab holding the field the server named is opened.
    expect(within(dialog).getByRole("tab", { name: "License Info" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(dialog).getByText("Expired")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByRole("button", { name: "Edit Driver" })).toBeInTheDocument();
  });

  it("checks the edit with the handler's schema before sending", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Edit Driver" }));
    await user.clear(within(dialog).getByLabelText("First Name"));
    await user.click(within(dialog).getByRole("tab", { name: "Vehicle Info" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByLabelText("First Name")).toHaveAccessibleDescription(
      DRIVER_MESSAGES.firstName,
    );
    expect(fetchMock).not.toHaveBeenCalledWith("/api/drivers/42", expect.anything());
  });
});
