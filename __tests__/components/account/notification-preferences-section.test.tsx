import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NotificationPreferencesSection } from "@/components/account/notification-preferences-section";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@/lib/notifications/preferences";
import { installFetchMock, okAnswer } from "@test/fetch-mock";

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toastError(...a),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

const fetchMock = installFetchMock();

describe("NotificationPreferencesSection", () => {
  it("names every checkbox by kind and channel for a customer, marketing off by default", () => {
    render(
      <NotificationPreferencesSection
        initial={DEFAULT_NOTIFICATION_PREFERENCES}
        audience="customer"
        hasPhone
      />,
    );
    expect(screen.getByRole("heading", { name: "Notifications" })).toBeInTheDocument();
    for (const kind of ["Ride reminders", "Ride updates"]) {
      expect(screen.getByRole("checkbox", { name: `${kind} E-mail` })).toBeChecked();
      expect(screen.getByRole("checkbox", { name: `${kind} SMS` })).toBeChecked();
    }
    expect(screen.getByRole("checkbox", { name: "Offers and news E-mail" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Offers and news SMS" })).not.toBeChecked();
    expect(screen.getByRole("group", { name: "Ride updates" })).toBeInTheDocument();
    expect(screen.getByText(/Reply STOP to any text/)).toBeInTheDocument();
  });

  it("speaks of jobs to a driver and asks for a number when there is none", () => {
    render(
      <NotificationPreferencesSection
        initial={DEFAULT_NOTIFICATION_PREFERENCES}
        audience="driver"
        hasPhone={false}
      />,
    );
    expect(screen.getByRole("checkbox", { name: "Job reminders SMS" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Job updates E-mail" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "News from the operator SMS" })).not.toBeChecked();
    expect(screen.queryByRole("checkbox", { name: /Ride reminders/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Add a mobile number/)).toBeInTheDocument();
  });

  it("saves every kind and channel with PUT and confirms", async () => {
    const chosen = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      reminders: { email: true, sms: false },
      marketing: { email: true, sms: false },
    };
    fetchMock.mockResolvedValueOnce(okAnswer(chosen, "Notification preferences saved"));
    render(
      <NotificationPreferencesSection
        initial={DEFAULT_NOTIFICATION_PREFERENCES}
        audience="customer"
        hasPhone
      />,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Ride reminders SMS" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Offers and news E-mail" }));
    await userEvent.click(screen.getByRole("button", { name: "Save notification preferences" }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Notification preferences saved."),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/account/notification-preferences");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual(chosen);
    expect(screen.getByRole("checkbox", { name: "Ride reminders SMS" })).not.toBeChecked();
  });

  it("shows the server's refusal", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 403,
      json: async () => ({ success: false, message: "You do not have permission to do that" }),
    });
    render(
      <NotificationPreferencesSection
        initial={DEFAULT_NOTIFICATION_PREFERENCES}
        audience="customer"
        hasPhone
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save notification preferences" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("You do not have permission to do that"),
    );
  });
});
