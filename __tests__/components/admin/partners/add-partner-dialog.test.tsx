import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AddPartnerDialog } from "@/components/admin/partners/add-partner-dialog";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { PARTNER_MESSAGES } from "@/lib/validations/partner-registration";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

const TAKEN = "An account with this email already exists. Sign in, or register with another email.";

async function fillAll(dialog: HTMLElement) {
  const user = userEvent.setup();
  const type = (label: string, value: string) =>
    user.type(within(dialog).getByLabelText(label), value);
  await type("Contact person name", "Nadia Okafor");
  await type("Contact email (signs in)", "nadia@okafor.example");
  await type("Contact phone number", "+447700900789");
  await type("Company name", "Okafor Cars");
  await type("Company phone number", "02079460002");
  await type("Company address", "9 Demo Road");
  await type("Company registration number", "12345678");
  await user.click(within(dialog).getByRole("button", { name: "Add Partner" }));
}

describe("AddPartnerDialog", () => {
  it("checks the fields before sending", async () => {
    const user = userEvent.setup();
    render(<AddPartnerDialog />);
    await user.click(screen.getByRole("button", { name: "Add Partner" }));
    const dialog = screen.getByRole("dialog", { name: "Add Partner" });
    await user.click(within(dialog).getByRole("button", { name: "Add Partner" }));
    expect(within(dialog).getByLabelText("Contact person name")).toHaveAccessibleDescription(
      PARTNER_MESSAGES.contactName,
    );
    expect(within(dialog).getByLabelText("Company name")).toHaveAccessibleDescription(
      PARTNER_MESSAGES.companyName,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a taken e-mail on the e-mail field", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({
        success: false,
        message: TAKEN,
        errors: { contactPersonEmail: TAKEN },
      }),
    });
    render(<AddPartnerDialog />);
    await user.click(screen.getByRole("button", { name: "Add Partner" }));
    const dialog = screen.getByRole("dialog", { name: "Add Partner" });
    await fillAll(dialog);
    expect(within(dialog).getByLabelText("Contact email (signs in)")).toHaveAccessibleDescription(
      TAKEN,
    );
    expect(toast.error).toHaveBeenCalledWith(TAKEN);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("adds the partner, closes and reloads the list", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 201,
      json: async () => ({ success: true, message: M.partnerAdded, data: { partner_id: 9 } }),
    });
    render(<AddPartnerDialog />);
    await user.click(screen.getByRole("button", { name: "Add Partner" }));
    await fillAll(screen.getByRole("dialog", { name: "Add Partner" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/partners");
    expect(JSON.parse(String(init.body))).toMatchObject({
      contactPersonEmail: "nadia@okafor.example",
      companyName: "Okafor Cars",
    });
    expect(toast.success).toHaveBeenCalledWith(M.partnerAdded);
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
