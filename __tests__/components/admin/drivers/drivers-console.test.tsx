import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DriversConsole } from "@/components/admin/drivers/drivers-console";
import { answer, driverFixture } from "./driver-fixture";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh }),
  usePathname: () => "/admin/drivers",
  useSearchParams: () => new URLSearchParams("status=Available&page=2"),
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
  global.fetch = jest.fn(async (url: string) => {
    const path = url.split("?")[0]!;
    return answer(200, { success: true, data: { total: COUNTS[path] } });
  }) as unknown as typeof fetch;
});

function renderConsole() {
  render(
    <DriversConsole
      drivers={DRIVERS}
      pagination={{ page: 2, page_size: 12, total: 40 }}
      filters={<p>filters</p>}
    />,
  );
}

/** A driver's card in the phone layout of the data table (the table row holds the same). */
const card = (name: string) =>
  within(screen.getByRole("list", { name: "Drivers" }))
    .getAllByRole("listitem")
    .find((item) => within(item).queryAllByText(name).length > 0)!;

describe("DriversConsole", () => {
  it("shows the counts with rounded shares and the server's page of drivers", async () => {
    renderConsole();
    const available = screen.getByRole("region", { name: "Available" });
    await waitFor(() => expect(available).toHaveTextContent("5"));
    expect(available).toHaveTextContent("63% of total");
    expect(screen.getByRole("region", { name: "Under Review" })).toHaveTextContent("25% of total");
    expect(screen.getByRole("table", { name: "Drivers" })).toBeInTheDocument();
    const ava = card("Ava Driver");
    expect(within(ava).getByText("Available")).toBeInTheDocument();
    expect(within(ava).getByText("Licence expires in 12 days")).toBeInTheDocument();
    expect(within(ava).getByText("Night")).toBeInTheDocument();
    expect(within(ava).getByText("Mercedes E-Class (2023)")).toBeInTheDocument();
    const ben = card("Ben Driver");
    expect(within(ben).getByText("Licence expired")).toBeInTheDocument();
    expect(within(ben).getByText("N/A")).toBeInTheDocument();
    expect(within(ben).queryByText("Invalid Date")).not.toBeInTheDocument();
    const pages = within(screen.getByRole("navigation", { name: "Driver pages" }));
    expect(pages.getAllByRole("link").map((link) => link.getAttribute("href"))).toContain(
      "/admin/drivers?status=Available&page=3",
    );
  });

  it("opens View Details for a driver", async () => {
    const user = userEvent.setup();
    renderConsole();
    await user.click(
      within(card("Ava Driver")).getByRole("button", { name: "View details for Ava Driver" }),
    );
    expect(screen.getByRole("dialog", { name: "Ava Driver" })).toBeInTheDocument();
  });
});
