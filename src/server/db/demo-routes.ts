import "server-only";
import { haversineMiles, hourlyPence, pointToPointPence, routeMiles } from "@/lib/pricing";
import { OFFLINE_PLACES } from "@/server/places/offline-place-index";

const SERVICE_TYPES = ["business_class", "first_class", "business_van"] as const;
const MAX_ROUTE_MILES = 60;

/** One priced journey the demo data draws from: real places of the offline index, priced by lib/pricing. */
export interface DemoRoute {
  country: "uk" | "canada" | "america";
  route_no: number;
  pickup: string;
  pickup_lat: number;
  pickup_lng: number;
  pickup_tz: string;
  dropoff: string | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  miles: number | null;
  hours: number | null;
  is_airport: boolean;
  business_class: number;
  first_class: number;
  business_van: number;
}

/**
 * Point-to-point routes between places of one country at most 60 miles apart, and hourly hires
 * (2 to 8 hours) from every place, numbered per country so SQL can pick one at random.
 */
export function demoRoutes(): DemoRoute[] {
  const routes: DemoRoute[] = [];
  const next = new Map<string, number>();
  const add = (route: Omit<DemoRoute, "route_no">) => {
    const routeNo = (next.get(route.country) ?? 0) + 1;
    next.set(route.country, routeNo);
    routes.push({ ...route, route_no: routeNo });
  };
  OFFLINE_PLACES.forEach((from, index) => {
    // Every route from this place, point to point or by the hour, starts the same way.
    const start = {
      country: from.country as DemoRoute["country"],
      pickup: from.address,
      pickup_lat: from.lat,
      pickup_lng: from.lng,
      pickup_tz: from.tz,
      is_airport: from.kind === "airport",
    };
    for (const to of OFFLINE_PLACES) {
      if (to === from || to.country !== from.country) continue;
      if (haversineMiles(from, to) > MAX_ROUTE_MILES) continue;
      const miles = routeMiles(from, to);
      add({
        ...start,
        dropoff: to.address,
        dropoff_lat: to.lat,
        dropoff_lng: to.lng,
        miles,
        hours: null,
        ...Object.fromEntries(SERVICE_TYPES.map((type) => [type, pointToPointPence(type, miles)])),
      } as Omit<DemoRoute, "route_no">);
    }
    const hours = 2 + (index % 7);
    add({
      ...start,
      dropoff: null,
      dropoff_lat: null,
      dropoff_lng: null,
      miles: null,
      hours,
      ...Object.fromEntries(
        SERVICE_TYPES.map((type) => [type, hourlyPence(type, hours, "inside")]),
      ),
    } as Omit<DemoRoute, "route_no">);
  });
  return routes;
}
