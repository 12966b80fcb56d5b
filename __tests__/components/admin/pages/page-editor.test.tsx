import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { PageEditor } from "@/components/admin/pages/page-editor";
import type { AdminPage, AdminRevisionSummary } from "@/lib/content/admin-pages";
import { SLUG_MESSAGES } from "@/lib/content/slug";
import { CONTENT_PAGE_MESSAGES } from "@/lib/validations/content-page";

const refresh = jest.fn();
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body });

const placeholders = {
  site_name: "Apex Chauffeurs",
  support_email: "hello@example.com",
  support_phone: "+44 20 7946 0321",
  business_address: "1 Square",
  countries: "3",
  cities: "50",
};

const ABOUT: AdminPage = {
  page_id: 1,
  title: "About {{site_name}}",
  slug: "about",
  status: "Published",
  is_system: true,
  has_unpublished_changes: false,
  updated_at: "2026-11-20T10:00:00.000Z",
  views: 12,
  meta_description: "Who we are",
  body_markdown: "## Our mission\n\nEffortless rides.",
  published_revision_id: 3,
  published_slug: "about",
  published_at: "2026-11-20T10:00:00.000Z",
};

const REVISIONS: AdminRevisionSummary[] = [
  {
    revision_id: 3,
    action: "publish",
    title: ABOUT.title,
    slug: "about",
    created_at: "2026-11-20T10:00:00.000Z",
    created_by_name: "Ada Admin",
    is_published: true,
  },
];

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

describe("PageEditor", () => {
  it("labels every field and shows a live, sanitised preview with the site's facts", async () => {
    const user = userEvent.setup();
    render(<PageEditor initial={null} placeholders={placeholders} />);
    expect(screen.getByRole("form", { name: "Create page" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), "Our Fleet & Drivers");
    // The slug follows the title until it is edited.
    expect(screen.getByLabelText(/^URL slug/)).toHaveValue("our-fleet-and-drivers");
    expect(screen.getByLabelText(/^Meta description/)).toBeInTheDocument();
    const body = screen.getByLabelText(/^Content/);
    // The Markdown is set in a fixed-width font; the field's label is not.
    expect(screen.getByText("Content", { selector: "label" }).closest(".font-mono")).toBeNull();
    expect(body.closest("[class*='[&_textarea]:font-mono']")).not.toBeNull();
    await user.type(body, "Call {{{{support_phone}} <img src=x onerror=alert(1)>");
    const preview = screen.getByRole("region", { name: "Live preview" });
    await waitFor(() => expect(preview).toHaveTextContent("Call +44 20 7946 0321"));
    expect(preview.innerHTML).not.toMatch(/onerror/);
    expect(within(preview).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Our Fleet & Drivers",
    );
    expect(screen.getByRole("button", { name: "Save as draft" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Unpublish" })).not.toBeInTheDocument();
  });

  it("checks with the shared schema before sending and shows the server's slug error", async () => {
    const user = userEvent.setup();
    render(<PageEditor initial={null} placeholders={placeholders} />);
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
      expect.stringContaining(CONTENT_PAGE_MESSAGES.titleRequired),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Title/), "Admin");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(screen.getByLabelText(/^URL slug/)).toHaveAccessibleDescription(
      expect.stringContaining(SLUG_MESSAGES.reserved),
    );
    await user.clear(screen.getByLabelText(/^URL slug/));
    await user.type(screen.getByLabelText(/^URL slug/), "fleet");
    fetchMock.mockReturnValueOnce(
      reply(409, {
        success: false,
        message: CONTENT_PAGE_MESSAGES.slugTaken,
        errors: { slug: CONTENT_PAGE_MESSAGES.slugTaken },
      }),
    );
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^URL slug/)).toHaveAccessibleDescription(
        expect.stringContaining(CONTENT_PAGE_MESSAGES.slugTaken),
      ),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/pages");
    expect(JSON.parse(String(init.body))).toMatchObject({ slug: "fleet", action: "publish" });
  });

  it("edits a system page: slug locked, no Unpublish, revisions with View and Restore", async () => {
    const user = userEvent.setup();
    render(<PageEditor initial={ABOUT} revisions={REVISIONS} placeholders={placeholders} />);
    expect(screen.getByRole("form", { name: "Edit page" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^URL slug/)).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Unpublish" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View live page" })).toHaveAttribute("href", "/about");
    const revisions = screen.getByRole("region", { name: "Revisions" });
    expect(within(revisions).getByText(/by Ada Admin/)).toBeInTheDocument();
    fetchMock.mockReturnValueOnce(
      reply(200, {
        success: true,
        message: "Draft saved",
        data: { ...ABOUT, body_markdown: "New words", has_unpublished_changes: true },
      }),
    );
    await user.clear(screen.getByLabelText(/^Content/));
    await user.type(screen.getByLabelText(/^Content/), "New words");
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Draft saved"));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/pages/1");
    expect(screen.getByRole("link", { name: "Preview draft" })).toHaveAttribute(
      "href",
      "/admin/pages/1/preview",
    );
    expect(refresh).toHaveBeenCalled();
    fetchMock.mockReturnValueOnce(
      reply(200, { success: true, message: "Revision restored", data: ABOUT }),
    );
    await user.click(within(revisions).getByRole("button", { name: /^Restore revision/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Content/)).toHaveValue(ABOUT.body_markdown));
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/admin/pages/1/revisions/3/restore");
  });
});
