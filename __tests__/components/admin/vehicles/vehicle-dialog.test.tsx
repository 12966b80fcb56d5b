import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { VehicleDialog } from "@/components/admin/vehicles/vehicle-dialog";
import type { VehicleView } from "@/lib/vehicles/types";
import { VEHICLE_MESSAGES } from "@/lib/validations/vehicle";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

const vehicle: VehicleView = {
  vehicle_id: 7,
  make: "Mercedes-Benz",
  model: "S-Class",
  year: 2022,
  colour: "Black",
  registration_plate: "AB12CDE",
  plate_display: "AB12 CDE",
  service_class: "first_class",
  passenger_capacity: 3,
  luggage_capacity: 3,
  phv_licence_number: "PHV-1",
  phv_licence_expiry: "2030-01-01",
  mot_expiry: "2030-01-01",
  insurance_expiry: "2030-01-01",
  status: "active",
  documents: [],
  pictures: [],
  drivers: [],
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

async function fillAll(dialog: HTMLElement) {
  const user = userEvent.setup();
  const type = (label: string, value: string) =>
    user.type(within(dialog).getByLabelText(label), value);
  await type("Make", "Toyota");
  await type("Model", "Prius");
  await type("Year", "2021");
  await type("Colour", "White");
  await type("Registration plate", "ab21 xyz");
  await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
}

describe("VehicleDialog (Add Vehicle)", () => {
  it("checks the fields before sending", async () => {
    const user = userEvent.setup();
    render(<VehicleDialog />);
    await user.click(screen.getByRole("button", { name: "Add Vehicle" }));
    const dialog = screen.getByRole("dialog", { name: "Add Vehicle" });
    await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    expect(within(dialog).getByLabelText("Make")).toHaveAccessibleDescription(
      VEHICLE_MESSAGES.make,
    );
    expect(within(dialog).getByLabelText("Registration plate")).toHaveAccessibleDescription(
      VEHICLE_MESSAGES.plate,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a taken plate on the plate field", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({
        success: false,
        message: VEHICLE_MESSAGES.plateTaken,
        errors: { registration_plate: VEHICLE_MESSAGES.plateTaken },
      }),
    });
    const user = userEvent.setup();
    render(<VehicleDialog />);
    await user.click(screen.getByRole("button", { name: "Add Vehicle" }));
    const dialog = screen.getByRole("dialog", { name: "Add Vehicle" });
    await fillAll(dialog);
    expect(within(dialog).getByLabelText("Registration plate")).toHaveAccessibleDescription(
      VEHICLE_MESSAGES.plateTaken,
    );
    expect(toast.error).toHaveBeenCalledWith(VEHICLE_MESSAGES.plateTaken);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("adds the vehicle, closes and reloads the list", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 201,
      json: async () => ({ success: true, message: "Vehicle added", data: vehicle }),
    });
    const user = userEvent.setup();
    render(<VehicleDialog />);
    await user.click(screen.getByRole("button", { name: "Add Vehicle" }));
    await fillAll(screen.getByRole("dialog", { name: "Add Vehicle" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/vehicles");
    expect(JSON.parse(String(init.body))).toMatchObject({
      make: "Toyota",
      registration_plate: "ab21 xyz",
      service_class: "business_class",
    });
    expect(toast.success).toHaveBeenCalledWith("Vehicle added");
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("VehicleDialog (Edit)", () => {
  it("opens with the vehicle's values and saves a change with PATCH", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        message: "Vehicle updated",
        data: { ...vehicle, colour: "Blue" },
      }),
    });
    const user = userEvent.setup();
    render(<VehicleDialog vehicle={vehicle} />);
    await user.click(screen.getByRole("button", { name: "Edit AB12 CDE" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Vehicle AB12 CDE" });
    expect(within(dialog).getByLabelText("Registration plate")).toHaveValue("AB12 CDE");
    const colour = within(dialog).getByLabelText("Colour");
    await user.clear(colour);
    await user.type(colour, "Blue");
    await user.click(within(dialog).getByRole("button", { name: "Save Vehicle" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/vehicles/7");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toMatchObject({ colour: "Blue", year: "2022" });
    expect(refresh).toHaveBeenCalled();
  });
});
