import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DriversManager } from "@/components/admin/drivers/drivers-manager";
import { answer, driverFixture } from "./driver-fixture";

const replace = jest.fn();
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, push: jest.fn() }),
  usePathname: () => "/admin/drivers",
  useSearchParams: () => search,
}));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const COUNTS: Record<string, number> = {
  "/api/drivers/count": 8,
  "/api/drivers/available/count": 5,
  "/api/drivers/unavailable/count": 1,
  "/api/drivers/under-review/count": 2,
};
const DRIVERS = [
  driverFixture({
    driver_id: 1,
    first_name: "Ava",
    status: "Available",
    license_expires_soon: true,
    license_days_left: 12,
  }),
  driverFixture({
    driver_id: 2,
    first_name: "Ben",
    status: "Unavailable",
    license_expired: true,
    created_at: "",
  }),
];

beforeEach(() => {
  jest.clearAllMocks();
  search = new URLSearchParams("status=Available&page=2");
  global.fetch = jest.fn(async (url: string) => {
    const path = url.split("?")[0]!;
    if (path in COUNTS) return answer(200, { success: true, data: { total: COUNTS[path] } });
    return answer(200, {
      success: true,
      data: DRIVERS,
      pagination: { page: 1, page_size: 12, total: 2, total_is_estimate: false, has_next: false },
    });
  }) as unknown as typeof fetch;
});

describe("DriversManager", () => {
  it("shows the counts with rounded shares and the server's page of driver cards", async () => {
    render(<DriversManager />);
    const available = screen.getByRole("region", { name: "Available" });
    await waitFor(() => expect(available).toHaveTextContent("5"));
    expect(available).toHaveTextContent("63% of total");
    expect(screen.getByRole("region", { name: "Under Review" })).toHaveTextContent("25% of total");
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/drivers?status=Available&page=2",
      expect.anything(),
    );
    const ava = await screen.findByRole("article", { name: "Ava Driver" });
    expect(within(ava).getByText("Available")).toBeInTheDocument();
    expect(within(ava).getByText("Licence expires in 12 days")).toBeInTheDocument();
    expect(within(ava).getByText("Night")).toBeInTheDocument();
    expect(within(ava).getByText("Mercedes E-Class (2023)")).toBeInTheDocument();
    const ben = screen.getByRole("article", { name: "Ben Driver" });
    expect(within(ben).getByText("Licence expired")).toBeInTheDocument();
    expect(within(ben).getByText("N/A")).toBeInTheDocument();
    expect(within(ben).queryByText("Invalid Date")).not.toBeInTheDocument();
  });

  it("puts a search in the URL, back to the first page", async () => {
    const user = userEvent.setup();
    render(<DriversManager />);
    await user.type(screen.getByLabelText("Search"), "AB12");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(replace).toHaveBeenCalledWith("/admin/drivers?q=AB12&status=Available", {
      scroll: false,
    });
  });

  it("sorts and filters on the server through the URL", async () => {
    const user = userEvent.setup();
    render(<DriversManager />);
    await user.click(screen.getByRole("combobox", { name: "Sort by" }));
    await user.click(await screen.findByRole("option", { name: "Name" }));
    expect(replace).toHaveBeenLastCalledWith("/admin/drivers?status=Available&sort=name", {
      scroll: false,
    });
    await user.click(screen.getByRole("combobox", { name: "Licence" }));
    await user.click(await screen.findByRole("option", { name: "Licence expired" }));
    expect(replace).toHaveBeenLastCalledWith("/admin/drivers?status=Available&license=expired", {
      scroll: false,
    });
  });

  it("opens View Details for a card", async () => {
    const user = userEvent.setup();
    render(<DriversManager />);
    await user.click(await screen.findByRole("button", { name: "View details for Ava Driver" }));
    expect(screen.getByRole("dialog", { name: "Ava Driver" })).toBeInTheDocument();
  });
});
