import type { Metadata } from "next";
import { Suspense } from "react";
import { ServiceClassStep } from "@/components/booking/service-class-step";
import { getServerConfig } from "@/env";

export const metadata: Metadata = { title: "Choose your service" };
export const dynamic = "force-dynamic";

export default function ServiceClassPage() {
  const places = getServerConfig().places;
  return (
    <Suspense fallback={<p className="p-8 text-center">Loading your booking…</p>}>
      <ServiceClassStep mapsKey={places.kind === "google" ? places.browserKey : undefined} />
    </Suspense>
  );
}
