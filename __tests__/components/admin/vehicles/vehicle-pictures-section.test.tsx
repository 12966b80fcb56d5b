import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { VehiclePicturesSection } from "@/components/admin/vehicles/vehicle-pictures-section";
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
    json: async () => ({ success: true, message: "Picture removed", data: {} }),
  });
});

const vehicle = {
  vehicle_id: 9,
  plate_display: "AB12 CDE",
  pictures: [{ picture_id: 4, url: "/api/files/vehicles/a.webp" }],
} as VehicleView;

describe("VehiclePicturesSection", () => {
  it("shows each picture with its plate and removes one with DELETE", async () => {
    const user = userEvent.setup();
    render(<VehiclePicturesSection vehicle={vehicle} />);
    expect(screen.getByRole("img", { name: "Picture 1 of AB12 CDE" })).toHaveAttribute(
      "src",
      "/api/files/vehicles/a.webp",
    );
    await user.click(screen.getByRole("button", { name: "Remove picture 1" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/vehicles/9/pictures/4");
    expect(init.method).toBe("DELETE");
    expect(toast.success).toHaveBeenCalledWith("Picture removed");
    expect(refresh).toHaveBeenCalled();
  });

  it("offers Add pictures, and Upload only once a file is chosen", () => {
    render(<VehiclePicturesSection vehicle={{ ...vehicle, pictures: [] }} />);
    expect(screen.getByText("No pictures yet.")).toBeInTheDocument();
    expect(screen.getByLabelText("Add pictures")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload pictures" })).toBeDisabled();
  });
});
