import { isValidElement, type ReactElement, type ReactNode } from "react";
import AdminVehiclesPage from "@/app/admin/(console)/vehicles/page";
import { VehiclesTable } from "@/components/admin/vehicles/vehicles-table";
import type { SessionUser } from "@/server/auth/session";
import { createApprovedDriver } from "@test/drivers";
import { createUser } from "@test/factories";
import { createVehicleRow, uniquePlate } from "@test/vehicles";

let mockUser: SessionUser | null = null;
jest.mock("@/server/auth/session", () => ({
  ...jest.requireActual("@/server/auth/session"),
  getPageUser: async () => mockUser,
}));
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-console-pathname": "/admin/vehicles" }),
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
  notFound: () => {
    throw new Error("not-found");
  },
}));

type TableProps = Parameters<typeof VehiclesTable>[0];

function findTable(node: ReactNode): ReactElement<TableProps> | null {
  if (!isValidElement(node)) return null;
  if (node.type === VehiclesTable) return node as ReactElement<TableProps>;
  const children = (node.props as { children?: ReactNode }).children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = findTable(child);
    if (found) return found;
  }
  return null;
}

const render = (search: Record<string, string>) =>
  AdminVehiclesPage({ searchParams: Promise.resolve(search) });

describe("/admin/vehicles", () => {
  it("shows the URL's page of vehicles and the approved drivers an edit may allow", async () => {
    const admin = await createUser({ role: "admin" });
    mockUser = { ...admin, role: "admin", profile_image: null };
    const make = `Page${uniquePlate()}`;
    const vehicle = await createVehicleRow({ make, status: "off_road" });
    await createVehicleRow({ make });
    const { driver } = await createApprovedDriver();
    const table = findTable(await render({ q: make, status: "off_road" }));
    expect(table?.props.vehicles.map((v) => v.vehicle_id)).toEqual([vehicle.vehicle_id]);
    expect(table?.props.drivers?.map((d) => d.driver_id)).toContain(driver.driver_id);
  });

  it("sends a signed-out visitor to sign in", async () => {
    mockUser = null;
    await expect(render({})).rejects.toThrow(/redirect:/);
  });
});
