import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { VehicleDriversSection } from "@/components/admin/vehicles/vehicle-drivers-section";
import type { VehicleView } from "@/lib/vehicles/types";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({ success: true, message: "Saved", data: {} }),
  });
});

const vehicle = {
  vehicle_id: 5,
  drivers: [{ driver_id: 1, name: "Tom Hughes" }],
} as VehicleView;
const drivers = [
  { driver_id: 1, name: "Tom Hughes" },
  { driver_id: 2, name: "Raj Shah" },
];

describe("VehicleDriversSection", () => {
  it("removes an allowed driver with DELETE", async () => {
    const user = userEvent.setup();
    render(<VehicleDriversSection vehicle={vehicle} drivers={drivers} />);
    expect(screen.getByRole("heading", { name: "Allowed drivers" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Tom Hughes" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/vehicles/5/drivers/1");
    expect(init.method).toBe("DELETE");
    expect(toast.success).toHaveBeenCalledWith("Saved");
    expect(refresh).toHaveBeenCalled();
  });

  it("allows another approved driver with POST", async () => {
    const user = userEvent.setup();
    render(<VehicleDriversSection vehicle={vehicle} drivers={drivers} />);
    expect(screen.getByRole("button", { name: "Allow" })).toBeDisabled();
    await user.click(screen.getByRole("combobox", { name: "Allow a driver" }));
    expect(screen.queryByRole("option", { name: "Tom Hughes" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("option", { name: "Raj Shah" }));
    await user.click(screen.getByRole("button", { name: "Allow" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/vehicles/5/drivers/2");
    expect(init.method).toBe("POST");
    expect(refresh).toHaveBeenCalled();
  });
});
