import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { CompanyInfoForm } from "@/components/partners/account/company-info-form";
import { ACCOUNT_SETTINGS_MESSAGES as M } from "@/lib/validations/partner-account";
import { fieldErrorsAnswer, installFetchMock } from "@test/fetch-mock";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();

const initial = {
  company_name: "Aurora Cars",
  company_address: "1 Demo Road",
  company_city: null,
  company_state: null,
  company_zip: null,
  company_website: null,
  vat_number: null,
};

describe("CompanyInfoForm", () => {
  it("checks the website and VAT number before sending", async () => {
    const user = userEvent.setup();
    render(<CompanyInfoForm initial={initial} />);
    await user.clear(screen.getByLabelText("Company name"));
    await user.type(screen.getByLabelText("Website"), "not a site");
    await user.type(screen.getByLabelText("VAT number"), "123");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByLabelText("Company name")).toHaveAccessibleDescription(M.companyName);
    expect(screen.getByLabelText("Website")).toHaveAccessibleDescription(M.website);
    expect(screen.getByLabelText("VAT number")).toHaveAccessibleDescription(
      expect.stringContaining(M.vatNumber),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves and shows the server's normalised values", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        message: M.companySaved,
        data: {
          personal: {},
          pending_email: null,
          company: {
            ...initial,
            company_city: "London",
            company_website: "https://aurora.example/",
            vat_number: "GB123456789",
          },
        },
      }),
    });
    render(<CompanyInfoForm initial={initial} />);
    await user.type(screen.getByLabelText("City"), "London");
    await user.type(screen.getByLabelText("Website"), "aurora.example");
    await user.type(screen.getByLabelText("VAT number"), "gb 123 456 789");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner/account/company");
    expect(JSON.parse(String(init.body))).toMatchObject({
      company_city: "London",
      company_website: "aurora.example",
    });
    expect(screen.getByLabelText("Website")).toHaveValue("https://aurora.example/");
    expect(screen.getByLabelText("VAT number")).toHaveValue("GB123456789");
    expect(toast.success).toHaveBeenCalledWith(M.companySaved);
  });

  it("shows the server's field errors", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      fieldErrorsAnswer({ company_address: M.companyAddress }, "Validation failed"),
    );
    render(<CompanyInfoForm initial={initial} />);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription(M.companyAddress);
    expect(toast.error).toHaveBeenCalledWith("Validation failed");
  });
});
