import "server-only";
import { getServerConfig } from "@/env";

/** Diagnostics are open in development and tests; a production server shows them to admins only. */
export function requiresAdmin(): boolean {
  const config = getServerConfig();
  return config.isProductionBuild || config.isDeployment;
}
