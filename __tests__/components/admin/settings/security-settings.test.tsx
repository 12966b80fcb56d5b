import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SecuritySettings } from "@/components/admin/settings/security-settings";
import { mockFetch, sentBody, type Routes } from "./settings-fixture";

const THIS = {
  user_agent: "Chrome on Linux",
  address_label: "10.1.2.x",
  created_at: "2026-11-20T09:00:00.000Z",
  last_seen_at: "2026-11-23T08:30:00.000Z",
  current: true,
};
const OTHER = {
  ...THIS,
  user_agent: "Safari on iPhone",
  address_label: "81.2.69.x",
  current: false,
};

const sessions = (list: unknown[]) => ({ body: { success: true, message: "", data: list } });

function renderSecurity(routes: Routes) {
  const fetchMock = mockFetch(routes);
  const user = userEvent.setup();
  render(<SecuritySettings />);
  return { user, fetchMock };
}

async function fillPassword(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm = next,
) {
  await user.type(screen.getByLabelText("Current Password"), current);
  await user.type(screen.getByLabelText("New Password"), next);
  await user.type(screen.getByLabelText("Confirm New Password"), confirm);
  await user.click(screen.getByRole("button", { name: "Update Password" }));
}

describe("SecuritySettings", () => {
  it("lists the sessions (device, masked address, last seen, this device) and signs out the others", async () => {
    let list = [THIS, OTHER];
    const { user, fetchMock } = renderSecurity({
      "GET /api/admin/account/sessions": () => sessions(list),
      "POST /api/admin/account/sessions/revoke-others": () => {
        list = [THIS];
        return {
          body: { success: true, message: "Other sessions signed out", data: { ended: 1 } },
        };
      },
    });
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Chrome on Linux");
    expect(rows[0]).toHaveTextContent("10.1.2.x");
    expect(rows[0]).toHaveTextContent("23 Nov 2026");
    expect(within(rows[0]!).getByText("This device")).toBeInTheDocument();
    expect(within(rows[1]!).queryByText("This device")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out other sessions" }));
    expect(await screen.findByText("Other sessions signed out")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Sign out other sessions" })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("links 'Enable 2FA' to the two-factor page", async () => {
    renderSecurity({ "GET /api/admin/account/sessions": sessions([THIS]) });
    expect(await screen.findAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Enable 2FA" })).toHaveAttribute(
      "href",
      "/admin/settings/two-factor",
    );
  });

  it("refuses a confirmation that does not match without asking the server", async () => {
    const { user, fetchMock } = renderSecurity({
      "GET /api/admin/account/sessions": sessions([THIS]),
    });
    expect(await screen.findAllByRole("listitem")).toHaveLength(1);
    await fillPassword(user, "old-password-1", "new-password-1", "new-password-2");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows a wrong current password under its field", async () => {
    const { user } = renderSecurity({
      "GET /api/admin/account/sessions": sessions([THIS]),
      "PUT /api/admin/account/password": {
        status: 400,
        body: {
          success: false,
          message: "Current password is incorrect",
          errors: { currentPassword: "Current password is incorrect" },
        },
      },
    });
    expect(await screen.findAllByRole("listitem")).toHaveLength(1);
    await fillPassword(user, "wrong-password", "new-password-1");
    await waitFor(() =>
      expect(screen.getByLabelText("Current Password")).toHaveAccessibleDescription(
        "Current password is incorrect",
      ),
    );
  });

  it("updates the password, says the other sessions were signed out, and reloads the list", async () => {
    let list = [THIS, OTHER];
    const { user, fetchMock } = renderSecurity({
      "GET /api/admin/account/sessions": () => sessions(list),
      "PUT /api/admin/account/password": () => {
        list = [THIS];
        return {
          body: {
            success: true,
            message: "Password updated. Your other sessions have been signed out.",
            data: null,
          },
        };
      },
    });
    expect(await screen.findAllByRole("listitem")).toHaveLength(2);
    await fillPassword(user, "old-password-1", "new-password-1");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Password updated. Your other sessions have been signed out.",
    );
    expect(sentBody(fetchMock, "PUT /api/admin/account/password")).toEqual({
      currentPassword: "old-password-1",
      newPassword: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(screen.getByLabelText("Current Password")).toHaveValue("");
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
  });
});
