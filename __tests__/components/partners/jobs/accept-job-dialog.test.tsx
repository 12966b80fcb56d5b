import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AcceptJobDialog } from "@/components/partners/jobs/accept-job-dialog";
import { fieldErrorsAnswer, installFetchMock, okAnswer } from "@test/fetch-mock";
import { partnerJob } from "@test/partner-jobs";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

const job = partnerJob();

async function openDialog() {
  const user = userEvent.setup();
  render(<AcceptJobDialog job={job} />);
  await user.click(screen.getByRole("button", { name: "Accept job ABC123XYZ9" }));
  const dialog = screen.getByRole("dialog", { name: "Accept job ABC123XYZ9" });
  return { user, dialog };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Chauffeur's name/), "Sam Driver");
  await user.type(within(dialog).getByLabelText(/PHV licence number/), "PHV123456");
  await user.type(
    within(dialog).getByRole("textbox", { name: /Chauffeur's phone/ }),
    "7700 900123",
  );
  await user.type(within(dialog).getByLabelText(/^Make/), "Mercedes-Benz");
  await user.type(within(dialog).getByLabelText(/^Model/), "S-Class");
  await user.type(within(dialog).getByLabelText(/^Colour/), "Black");
  await user.type(within(dialog).getByLabelText(/Registration plate/), "ab12 cde");
}

describe("AcceptJobDialog", () => {
  it("says what the partner is paid and checks every field before sending", async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/You will be paid £85\.50/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Accept job" }));
    expect(await within(dialog).findByText("Enter the chauffeur's name")).toBeInTheDocument();
    expect(
      within(dialog).getByText("Enter the chauffeur's PHV licence number"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the registration plate")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // Only the plate's text is shown in capitals, not its label or its message.
    const plate = within(dialog).getByLabelText(/Registration plate/);
    expect(within(dialog).getByText("Registration plate").closest(".uppercase")).toBeNull();
    expect(
      within(dialog).getByText("Enter the registration plate").closest(".uppercase"),
    ).toBeNull();
    expect(plate.closest("[class*='[&_input]:uppercase']")).not.toBeNull();
  });

  it("sends the chauffeur and vehicle, then reads the page again", async () => {
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    fetchMock.mockResolvedValueOnce(okAnswer({ status: "assigned" }, "Job accepted"));
    await user.click(within(dialog).getByRole("button", { name: "Accept job" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner/jobs/41/accept");
    expect(JSON.parse(String(init.body))).toMatchObject({
      chauffeurName: "Sam Driver",
      chauffeurLicence: "PHV123456",
      vehicleMake: "Mercedes-Benz",
      vehicleModel: "S-Class",
      vehicleColour: "Black",
      vehiclePlate: "ab12 cde",
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's field errors under their fields and stays open", async () => {
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog);
    fetchMock.mockResolvedValueOnce(
      fieldErrorsAnswer({ vehiclePlate: "Enter a valid registration plate" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Accept job" }));
    expect(await within(dialog).findByText("Enter a valid registration plate")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
