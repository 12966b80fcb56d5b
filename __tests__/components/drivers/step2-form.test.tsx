import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  DriverStep2Form,
  PHOTOS_NOT_KEPT_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
} from "@/components/drivers/step2-form";
import { tooLargeTogetherMessage } from "@/components/drivers/application-payload";
import { APPLICANT_IS_DRIVER_MESSAGE } from "@/lib/drivers/application-messages";
import {
  LEAVING_BEFORE_AVAILABLE_MESSAGE,
  PAST_FIRST_AVAILABLE_MESSAGE,
} from "@/lib/validations/driver-application";
import { HEIC_MESSAGE } from "@/lib/images/resize-image";
import {
  clearRegistration,
  keepPendingPictures,
  REGISTRATION_STORAGE_KEY,
} from "@/components/drivers/registration-store";

const clearPendingPicturesOnly = () => keepPendingPictures({ driver: [], cars: [] });

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));
const toastError = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() },
}));
// jsdom has no canvas: the resize itself is covered by its own unit test.
const resizeImageFiles = jest.fn(async (files: File[]) => files);
jest.mock("@/lib/images/resize-image", () => ({
  ...jest.requireActual("@/lib/images/resize-image"),
  resizeImageFiles: (files: File[]) => resizeImageFiles(files),
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

/**
 * The upload goes through XMLHttpRequest (fetch has no upload progress): this stand-in records
 * each request and lets the test report progress and answer it.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  withCredentials = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: ProgressEvent) => void)[] = [];
  upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.onSend?.(this);
  }
  static onSend: ((request: FakeXhr) => void) | null = null;
  progress(loaded: number, total: number) {
    const event = { lengthComputable: true, loaded, total } as ProgressEvent;
    act(() => this.uploadListeners.forEach((listener) => listener(event)));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    act(() => this.listeners.load?.forEach((listener) => listener()));
  }
  fail() {
    act(() => this.listeners.error?.forEach((listener) => listener()));
  }
}
/** Every request is answered at once with this, unless a test answers it itself. */
const serverAnswers = (status: number, body: unknown) => {
  FakeXhr.onSend = (request) => queueMicrotask(() => request.answer(status, body));
};

beforeEach(() => {
  jest.clearAllMocks();
  // Also forgets the photos kept in memory between the steps.
  clearRegistration();
  sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ step1: STEP1 }));
  FakeXhr.sent = [];
  FakeXhr.onSend = null;
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
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
    expect(FakeXhr.sent).toHaveLength(0);
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
    serverAnswers(201, { success: true, message: "ok", data: { driver_id: 7 } });
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/registration-success"));
    const [request] = FakeXhr.sent;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/api/drivers");
    const body = request!.body!;
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

  it("sends the shift, days and car type chosen in the phone's own pickers", async () => {
    serverAnswers(201, { success: true, message: "ok", data: { driver_id: 8 } });
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.selectOptions(screen.getByRole("combobox", { name: "Preferred Shift" }), "Night");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Working Days" }),
      "7 days a week",
    );
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    const carType = screen.getByRole("combobox", { name: "Car Type" });
    expect(carType).toHaveDisplayValue("Select…");
    await user.selectOptions(carType, "SUV");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/registration-success"));
    const body = FakeXhr.sent[0]!.body!;
    expect(body.get("preferred_shift")).toBe("night");
    expect(body.get("working_days")).toBe("7 days a week");
    expect(body.get("car_type")).toBe("SUV");
  });

  it("shows 'Submitting...' and the upload's progress while sending", async () => {
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const sending = await screen.findByRole("button", { name: "Submitting..." });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0]!;
    request.progress(450, 1000);
    const bar = screen.getByRole("progressbar", { name: "Uploading photos" });
    expect(bar).toHaveAttribute("aria-valuenow", "45");
    expect(screen.getByText("Uploading photos: 45%")).toBeInTheDocument();
    request.progress(1000, 1000);
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    request.answer(201, { success: true, message: "ok", data: { driver_id: 7 } });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/registration-success"));
  });

  it("says a refusal's reason beside the form, without a 'try again later' toast", async () => {
    serverAnswers(409, { success: false, message: "An application with this e-mail is open." });
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("An application with this e-mail is open.")).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("points a driver who applies again to signing in", async () => {
    serverAnswers(409, { success: false, message: APPLICANT_IS_DRIVER_MESSAGE });
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText(/Please sign in with this email/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(toastError).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields", async () => {
    serverAnswers(400, {
      success: false,
      message: "Validation failed",
      errors: { date_of_leaving: "Date of leaving cannot be before the date first available" },
    });
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(
      await screen.findAllByText("Date of leaving cannot be before the date first available"),
    ).not.toHaveLength(0);
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each([
    ["no connection", "fail"],
    ["a server error", "500"],
  ])("toasts 'try again later' only for %s", async (_name, kind) => {
    FakeXhr.onSend = (request) =>
      queueMicrotask(() =>
        kind === "fail" ? request.fail() : request.answer(500, "<html>Bad gateway</html>"),
      );
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Error", { description: SUBMIT_ERROR_MESSAGE }),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("refuses a past date first available, and a date of leaving before it", async () => {
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText("Date first available"));
    await user.type(screen.getByLabelText("Date first available"), "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText(PAST_FIRST_AVAILABLE_MESSAGE)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Date first available"));
    await user.type(screen.getByLabelText("Date first available"), "2030-01-01");
    await user.type(screen.getByLabelText("Date of leaving (optional)"), "2029-12-31");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText(LEAVING_BEFORE_AVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("refuses photos too large together before sending, saying what to do", async () => {
    const big = (name: string) => new File([new Uint8Array(600_000)], name, { type: "image/jpeg" });
    resizeImageFiles.mockImplementation(async (files: File[]) => files.map((f) => big(f.name)));
    const user = userEvent.setup();
    render(<DriverStep2Form />);
    await fillRequired(user);
    await user.upload(
      screen.getByLabelText("Car Pictures"),
      ["a", "b", "c", "d", "e", "f"].map((name) => photo(`${name}.jpg`)),
    );
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText(/more than the 4.4 MB that can be sent at once/)).toBeVisible();
    expect(tooLargeTogetherMessage(5_000_000)).toMatch(/remove a car picture/);
    expect(FakeXhr.sent).toHaveLength(0);
    resizeImageFiles.mockImplementation(async (files: File[]) => files);
  });

  it("says the photos were not kept after a reload, until they are chosen again", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DriverStep2Form />);
    expect(screen.queryByText(PHOTOS_NOT_KEPT_MESSAGE)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText("Car Pictures"), photo("front.jpg"));
    await waitFor(() => expect(stored().photos).toBe(1));
    expect(screen.queryByText(PHOTOS_NOT_KEPT_MESSAGE)).not.toBeInTheDocument();
    unmount();
    // A reload: the page's memory, and so the chosen files, are gone; storage is not.
    clearPendingPicturesOnly();
    render(<DriverStep2Form />);
    expect(await screen.findByText(PHOTOS_NOT_KEPT_MESSAGE)).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Car Pictures"), photo("front.jpg"));
    await waitFor(() =>
      expect(screen.queryByText(PHOTOS_NOT_KEPT_MESSAGE)).not.toBeInTheDocument(),
    );
  });
});
