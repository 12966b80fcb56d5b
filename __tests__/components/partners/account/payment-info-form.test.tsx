import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaymentInfoForm } from "@/components/partners/account/payment-info-form";
import { PAYMENT_MESSAGES } from "@/lib/validations/partner-payment";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("PaymentInfoForm", () => {
  it("validates the UK account and the IBAN checksum before sending", async () => {
    const user = userEvent.setup();
    render(<PaymentInfoForm initial={null} />);
    expect(screen.getByText("No bank account saved yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Account holder"), "Aurora");
    await user.type(screen.getByLabelText("Sort code"), "12-34");
    await user.click(screen.getByRole("button", { name: "Save Payment Information" }));
    expect(screen.getByLabelText("Sort code")).toHaveAccessibleDescription(
      PAYMENT_MESSAGES.sortCode,
    );
    expect(screen.getByLabelText("Account number")).toHaveAccessibleDescription(
      PAYMENT_MESSAGES.accountNumber,
    );
    await user.click(screen.getByRole("radio", { name: "IBAN" }));
    await user.type(screen.getByRole("textbox", { name: "IBAN" }), "GB82WEST12345698765433");
    await user.click(screen.getByRole("button", { name: "Save Payment Information" }));
    expect(screen.getByRole("textbox", { name: "IBAN" })).toHaveAccessibleDescription(
      PAYMENT_MESSAGES.iban,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves and then shows only the masked account, clearing the number", async () => {
    const user = userEvent.setup();
    const masked = "Sort code 20-••-•• · Account ••••9911";
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        message: PAYMENT_MESSAGES.saved,
        data: {
          account_holder: "Aurora",
          kind: "uk",
          masked,
          payout_schedule: "monthly",
          updated_at: "2026-11-20T10:00:00.000Z",
        },
      }),
    });
    render(<PaymentInfoForm initial={null} />);
    await user.type(screen.getByLabelText("Account holder"), "Aurora");
    await user.type(screen.getByLabelText("Sort code"), "20-00-00");
    await user.type(screen.getByLabelText("Account number"), "55779911");
    await user.click(
      screen.getByRole("radio", { name: "Monthly (first Thursday, for the month before)" }),
    );
    await user.click(screen.getByRole("button", { name: "Save Payment Information" }));
    expect(await screen.findByText(`Bank account: ${masked} · Paid monthly`)).toBeInTheDocument();
    expect(screen.getByLabelText("Account number")).toHaveValue("");
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ kind: "uk", payout_schedule: "monthly" });
  });
});
