import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DriverStep2Form, SUBMIT_ERROR_MESSAGE } from "@/components/drivers/step2-form";
import { HEIC_MESSAGE } from "@/lib/images/resize-image";
import {
  clearRegistration,
  REGISTRATION_STORAGE_KEY,
} from "@/components/drivers/registration-store";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));
const toastError = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() },
}));
// jsdom has no canvas: the resize itself is covered by its own unit test.
jest.mock("@/lib/images/resize-image", () => ({
  ...jest.requireActual("@/lib/images/resize-image"),
  resizeImageFiles: async (files: File[]) => files,
}));

const STEP1 = {
  first_name: "Dan",
  last_name: "Driver",
  email: "dan@example.com",
  phone_number: "+447700900456",
};
const stored = () => JSON.parse(sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? "{}");
const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  json: async () => body,
});

beforeEach(() => {
  jest.clearAllMocks();
  // Also forgets the photos kept in memory between the steps.
  clearRegistration();
  sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ step1: STEP1 }));
  global.fetch = fetchMock;
  global.URL.createObjectURL = () => "blob:preview";
  global.URL.revokeObjectURL = () => undefined;
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const values: [string, string][] = [
    ["Address", "1 Kerb Street, London"],
    ["Date of birth", "1985-04-12"],
    ["National Insurance Number", "QQ123456C"],
    ["Private Hire License Number", "PHL-1234"],
    ["Driving License Number", "DRIVE811234DD9AB"],
    ["Driving License Expiry Date", "2035-01-31"],
    ["Experience", "6 years"],
    ["Date first available", "2030-01-01"],
  ];
  for (const [label, value] of values) await user.type(screen.getByLabelText(label), value);
  await user.upload(screen.getByLabelText("Driver Picture"), photo("me.jpg"));
  await user.upload(screen.getByLabelText("Car Pictures"), [photo("front.jpg"), photo("side.jpg")]);
}

describe("DriverStep2Form", () => {
  it("sends a visitor without step 1 back to it", async () => {
    sessionStorage.clear();
    render(<DriverStep2Form />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/driver-registration"));
  });

  it("shows every required message, the pictures' included", async () => {
    render(<DriverStep2Form />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit Application" }));
    for (const message of [
      "Address is required",
      "Date of birth is required",
      "National Insurance Number is required",
      "Private Hire License Number is required",
      "Driving License Number is required",
      "Driving License Expiry Date is required",
      "Driver Picture is required",
      "At least one car picture is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the vehicle fields only when the applicant has a vehicle", async () => {
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    expect(screen.queryByLabelText("Car Make")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByLabelText("Car Make")).toBeInTheDocument();
    expect(screen.getByLabelText("License Plate Number")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(screen.queryByLabelText("Car Make")).not.toBeInTheDocument();
  });

  it("keeps typed fields in sessionStorage across a reload", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DriverStep2Form />);
    await user.type(screen.getByLabelText("Address"), "1 Kerb Street");
    await waitFor(() => expect(stored().step2?.address).toBe("1 Kerb Street"));
    expect(stored().step1).toEqual(STEP1);
    unmount();
    render(<DriverStep2Form />);
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("1 Kerb Street"));
  });

  it("keeps the chosen photos when the applicant goes back to step 1 and returns", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DriverStep2Form />);
    await user.upload(screen.getByLabelText("Car Pictures"), photo("front.jpg"));
    unmount();
    render(<DriverStep2Form />);
    expect(await screen.findByText("front.jpg")).toBeInTheDocument();
  });

  it("refuses an iPhone HEIC photo and says how to send it", async () => {
    // A phone may hand over a HEIC file whatever the input's accept says.
    const user = userEvent.setup({ applyAccept: false });
    render(<DriverStep2Form />);
    const heic = new File([new Uint8Array(16)], "IMG_0001.HEIC", { type: "image/heic" });
    await user.upload(screen.getByLabelText("Driver Picture"), heic);
    expect(screen.getByText(HEIC_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText("IMG_0001.HEIC")).not.toBeInTheDocument();
  });

  it("lets a car picture be removed before sending", async () => {
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await user.upload(screen.getByLabelText("Car Pictures"), [
      photo("front.jpg"),
      photo("side.jpg"),
    ]);
    const list = screen.getByRole("list", { name: "Car Pictures: chosen files" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove front.jpg" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
  });

  it("sends every filled field and the photos, then shows the success page", async () => {
    fetchMock.mockResolvedValue(
      answer(201, { success: true, message: "ok", data: { driver_id: 7 } }),
    );
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/registration-success"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/drivers");
    const body = init.body as FormData;
    expect(body.get("first_name")).toBe("Dan");
    expect(body.get("date_of_birth")).toBe("1985-04-12");
    expect(body.get("preferred_shift")).toBe("day");
    expect(body.get("working_days")).toBe("5 days a week");
    expect(body.get("has_vehicle")).toBe("no");
    expect(body.has("car_make")).toBe(false);
    expect(body.has("currently_working_with")).toBe(false);
    expect(body.getAll("driver_picture")).toHaveLength(1);
    expect(body.getAll("car_pictures")).toHaveLength(2);
    expect(stored().submitted).toEqual({ first_name: "Dan", last_name: "Driver" });
  });

  it("shows 'Submitting...' on a disabled button while sending", async () => {
    let finish: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const sending = await screen.findByRole("button", { name: "Submitting..." });
    expect(sending).toBeDisabled();
    finish(answer(201, { success: true, message: "ok", data: { driver_id: 7 } }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/registration-success"));
  });

  it("toasts the spec's Error message, and says a refusal's reason beside the form", async () => {
    fetchMock.mockResolvedValue(
      answer(409, { success: false, message: "An application with this e-mail is open." }),
    );
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Error", { description: SUBMIT_ERROR_MESSAGE }),
    );
    expect(screen.getByText("An application with this e-mail is open.")).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });
});
