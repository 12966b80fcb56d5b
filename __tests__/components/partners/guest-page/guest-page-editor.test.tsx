import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GuestPageEditor } from "@/components/partners/guest-page/guest-page-editor";
import { installFetchMock } from "@test/fetch-mock";
import { stubObjectUrls } from "@test/object-urls";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = installFetchMock();
stubObjectUrls();

const props = {
  url: "https://example.test/p/aurora",
  companyName: "Aurora Cars",
  heroTitle: "Ride with Aurora",
  heroText: null,
  heroImageUrl: null,
  logoUrl: "/api/files/partners/1/logo.png",
};
const logo = new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });

describe("GuestPageEditor", () => {
  it("sends the text, the new logo and no remove flag; the server's message lands on the picker", async () => {
    const user = userEvent.setup();
    const refused = "The logo must be a JPEG, PNG or WebP image";
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 400,
      json: async () => ({ success: false, message: refused, errors: { logo: refused } }),
    });
    render(<GuestPageEditor {...props} />);
    await user.clear(screen.getByLabelText("Hero title"));
    await user.type(screen.getByLabelText("Hero title"), "Aurora airport rides");
    await user.upload(screen.getByLabelText("Partner logo"), logo);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Partner logo")).toHaveAccessibleDescription(
        expect.stringContaining(refused),
      ),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/partner/guest-page");
    const body = init.body as FormData;
    expect(body.get("guest_hero_title")).toBe("Aurora airport rides");
    expect((body.get("logo") as File).name).toBe("logo.png");
    expect(body.get("remove_logo")).toBeNull();
  });

  it("Remove the current logo sends the flag and the preview drops the logo", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({ success: true, message: "ok", data: null }),
    });
    render(<GuestPageEditor {...props} />);
    await user.click(screen.getByRole("button", { name: "Remove the current logo" }));
    expect(screen.getByRole("button", { name: "Keep the current logo" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.get("remove_logo")).toBe("true");
  });
});
