"use client";

import { createContext, useContext } from "react";
import { DEFAULT_SITE_IDENTITY, type SiteIdentity } from "@/lib/site";

const SiteIdentityContext = createContext<SiteIdentity>(DEFAULT_SITE_IDENTITY);

/** The public frame puts the saved settings here for the client parts (header, Need Help...). */
export function SiteIdentityProvider({
  site,
  children,
}: {
  site: SiteIdentity;
  children: React.ReactNode;
}) {
  return <SiteIdentityContext.Provider value={site}>{children}</SiteIdentityContext.Provider>;
}

export function useSiteIdentity(): SiteIdentity {
  return useContext(SiteIdentityContext);
}
