import { render, screen, within } from "@testing-library/react";
import { VehiclesTable } from "@/components/admin/vehicles/vehicles-table";
import type { VehicleView } from "@/lib/vehicles/types";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const vehicle: VehicleView = {
  vehicle_id: 3,
  make: "Mercedes-Benz",
  model: "V-Class",
  year: 2023,
  colour: "Black",
  registration_plate: "DM21ABC",
  plate_display: "DM21 ABC",
  service_class: "business_van",
  passenger_capacity: 5,
  luggage_capacity: 5,
  phv_licence_number: null,
  phv_licence_expiry: null,
  mot_expiry: "2026-06-01",
  insurance_expiry: null,
  status: "off_road",
  documents: [{ document: "mot", expiry: "2026-06-01", state: "lapsed", days_left: -2 }],
  pictures: [],
  drivers: [{ driver_id: 4, name: "Tom Hughes" }],
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("VehiclesTable", () => {
  it("shows each vehicle's plate, class, status, drivers and document warnings", () => {
    render(<VehiclesTable vehicles={[vehicle]} />);
    const table = screen.getByRole("table", { name: "Vehicles" });
    const row = within(table).getByRole("row", { name: /DM21 ABC/ });
    expect(row).toHaveTextContent("Business Van/SUV");
    expect(row).toHaveTextContent("Off road");
    expect(row).toHaveTextContent("Tom Hughes");
    expect(row).toHaveTextContent("MOT lapsed");
    expect(within(row).getByRole("button", { name: "Edit DM21 ABC" })).toBeInTheDocument();
  });

  it("says so when there are no vehicles", () => {
    render(<VehiclesTable vehicles={[]} />);
    expect(screen.getByText("No vehicles")).toBeInTheDocument();
  });
});
