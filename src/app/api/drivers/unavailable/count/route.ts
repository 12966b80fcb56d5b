import { driverCountRoute } from "@/server/drivers/count-route";

export const dynamic = "force-dynamic";

export const GET = driverCountRoute("Unavailable");
