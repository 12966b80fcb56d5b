import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { TripLive } from "@/components/trip/trip-live";
import { getServerConfig } from "@/env";
import { clientAddressFromHeaders } from "@/server/http/client-address";
import { AppError } from "@/server/http/errors";
import { openTrip } from "@/server/trip/open-trip";

export const dynamic = "force-dynamic";

// Never in a search index, and the link never leaks to another site as a referrer.
export const metadata: Metadata = {
  title: "Your ride",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * /trip/{token}: a passenger follows their own ride without signing in. The server paints the
 * ride; a small poller keeps it current. Every kind of dead link is the same 404.
 */
export default async function TripPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const trip = await openTrip({
    token,
    clientAddress: clientAddressFromHeaders(await headers()),
  }).catch((error: unknown) => {
    // A miss and a rate-limited miss look the same to the visitor.
    if (error instanceof AppError && (error.status === 404 || error.status === 429)) return null;
    throw error;
  });
  if (!trip) notFound();
  const places = getServerConfig().places;
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 p-4">
      <TripLive
        token={token}
        initial={trip.view}
        mapsKey={places.kind === "google" ? places.browserKey : null}
      />
    </main>
  );
}
