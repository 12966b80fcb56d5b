import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADD_DRIVER_NOTE, AddDriverDialog } from "@/components/admin/drivers/add-driver-dialog";
import { DRIVER_MESSAGES } from "@/lib/validations/driver-fields";
import { answer, driverFixture } from "./driver-fixture";
import { installFetchMock } from "@test/fetch-mock";
import { stubObjectUrls } from "@test/object-urls";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("@/lib/images/resize-image", () => ({
  ...jest.requireActual("@/lib/images/resize-image"),
  resizeImageFiles: async (files: File[]) => files,
}));

const fetchMock = installFetchMock();
const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });

stubObjectUrls();

function renderDialog() {
  const onAdded = jest.fn();
  const onOpenChange = jest.fn();
  render(<AddDriverDialog open onOpenChange={onOpenChange} onAdded={onAdded} />);
  return { dialog: screen.getByRole("dialog", { name: "Add New Driver" }), onAdded, onOpenChange };
}

/** The required fields the browser checks before anything is sent (Personal and License Info). */
async function fillRequired(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.click(within(dialog).getByRole("tab", { name: "Personal Info" }));
  await user.type(field("Email *"), "nia@example.com");
  await user.type(field("Phone Number *"), "+447700900456");
  await user.type(field("Address *"), "1 Kerb Street");
  fireEvent.change(field("Date of Birth *"), { target: { value: "1985-04-12" } });
  await user.type(field("National Insurance Number *"), "QQ123456C");
  await user.click(within(dialog).getByRole("tab", { name: "License Info" }));
  await user.type(field("Private Hire License Number *"), "PHL-1234");
  await user.type(field("Driving License Number *"), "DRIVE811234DD9AB");
  fireEvent.change(field("License Expiry Date *"), { target: { value: "2035-01-31" } });
}

describe("AddDriverDialog", () => {
  it("marks the required fields, starts with the spec's defaults, and Cancel closes it", async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog();
    expect(dialog).toHaveAccessibleDescription(ADD_DRIVER_NOTE);
    expect(within(dialog).getByLabelText("First Name *")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("National Insurance Number *")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Driver Photo")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "Work Info" }));
    expect(within(dialog).getByRole("combobox", { name: "Preferred Shift *" })).toHaveTextContent(
      "Day",
    );
    expect(within(dialog).getByRole("combobox", { name: "Working Days *" })).toHaveTextContent(
      "5 days a week",
    );
    expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveTextContent(
      "Under Review",
    );
    await user.click(within(dialog).getByRole("tab", { name: "Vehicle Info" }));
    expect(within(dialog).queryByLabelText("Car Make")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("adds pictures, removes one, sends the driver and resets on success", async () => {
    const user = userEvent.setup();
    const { dialog, onAdded, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText("First Name *"), "Nia");
    await user.type(within(dialog).getByLabelText("Last Name *"), "Newman");
    await fillRequired(dialog, user);
    await user.click(within(dialog).getByRole("tab", { name: "Vehicle Info" }));
    await user.upload(within(dialog).getByLabelText("Add Pictures"), [
      photo("a.jpg"),
      photo("b.jpg"),
      photo("c.jpg"),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Remove b.jpg" }));
    const added = driverFixture({ driver_id: 99, first_name: "Nia", last_name: "Newman" });
    fetchMock.mockResolvedValueOnce(answer(201, { success: true, data: added }));
    await user.click(within(dialog).getByRole("button", { name: "Add Driver" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/drivers");
    const body = init.body as FormData;
    expect(body.get("first_name")).toBe("Nia");
    expect(body.get("status")).toBe("Under Review");
    expect(body.getAll("car_pictures").map((file) => (file as File).name)).toEqual([
      "a.jpg",
      "c.jpg",
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await user.click(within(dialog).getByRole("tab", { name: "Personal Info" }));
    expect(within(dialog).getByLabelText("First Name *")).toHaveValue("");
  });

  it("shows the server's field messages on their tab and stays open", async () => {
    const user = userEvent.setup();
    const { dialog, onAdded } = renderDialog();
    await user.type(within(dialog).getByLabelText("First Name *"), "Nia");
    await user.type(within(dialog).getByLabelText("Last Name *"), "Newman");
    await fillRequired(dialog, user);
    await user.click(within(dialog).getByRole("tab", { name: "Vehicle Info" }));
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        success: false,
        message: "Please correct the highlighted fields",
        errors: { email: "Email is required" },
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add Driver" }));
    expect(await within(dialog).findByText("Email is required")).toBeInTheDocument();
    expect(within(dialog).getByRole("tab", { name: "Personal Info" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(dialog).getByText("Please correct the highlighted fields")).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("checks the fields with the handler's schema before sending and opens their tab", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole("tab", { name: "Vehicle Info" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Driver" }));
    expect(await within(dialog).findByLabelText("First Name *")).toHaveAccessibleDescription(
      DRIVER_MESSAGES.firstName,
    );
    expect(within(dialog).getByRole("tab", { name: "Personal Info" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(dialog).getByLabelText("Email *")).toHaveAccessibleDescription(
      DRIVER_MESSAGES.email,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a field on that field", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText("First Name *"), "Nia");
    await user.type(within(dialog).getByLabelText("Last Name *"), "Newman");
    await fillRequired(dialog, user);
    const taken = "A driver with this email already exists";
    fetchMock.mockResolvedValueOnce(
      answer(409, { success: false, message: taken, errors: { email: taken } }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add Driver" }));
    expect(await within(dialog).findByLabelText("Email *")).toHaveAccessibleDescription(taken);
  });
});
