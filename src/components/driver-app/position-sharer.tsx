"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";

/** How often the latest fix is sent while on the way. */
export const POSITION_SEND_MS = 10_000;

type Sharing =
  { kind: "ask" } | { kind: "sharing"; sentAt: number | null } | { kind: "off"; message: string };

interface Fix {
  lat: number;
  lng: number;
  accuracy: number | null;
  heading: number | null;
}

function fixOf(position: GeolocationPosition): Fix {
  const { latitude, longitude, accuracy, heading } = position.coords;
  return {
    lat: latitude,
    lng: longitude,
    accuracy: Number.isFinite(accuracy) ? accuracy : null,
    heading: heading !== null && Number.isFinite(heading) ? heading : null,
  };
}

/**
 * While the chauffeur's job is on the way (and only then: the card unmounts it at arrived), sends
 * the phone's position about every 10 seconds so the passenger's trip page can show the car
 * coming. It asks first and says why; declining changes nothing about the ride.
 */
export function PositionSharer({ assignmentId }: { assignmentId: number }) {
  const [sharing, setSharing] = useState<Sharing>({ kind: "ask" });
  const latest = useRef<Fix | null>(null);
  const active = sharing.kind === "sharing";

  // Already allowed on an earlier ride: start without asking again.
  useEffect(() => {
    if (!("permissions" in navigator) || !("geolocation" in navigator)) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: "geolocation" })
      .then((status) => {
        if (!cancelled && status.state === "granted") setSharing({ kind: "sharing", sentAt: null });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const send = async () => {
      const fix = latest.current;
      if (stopped || !fix) return;
      const result = await api.post(`/api/driver/jobs/${assignmentId}/position`, {
        json: fix,
        fallbackMessage: "Your position could not be sent.",
      });
      if (stopped) return;
      if (result.ok) setSharing({ kind: "sharing", sentAt: Date.now() });
      // No longer on the way (arrived from another device, cancelled): stop quietly.
      else if (result.status === 409 || result.status === 404) {
        stopped = true;
        setSharing({ kind: "off", message: "Location sharing stopped." });
      }
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const first = latest.current === null;
        latest.current = fixOf(position);
        if (first) void send();
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          stopped = true;
          setSharing({
            kind: "off",
            message: "Location is off. The ride works without it; your passenger sees no car.",
          });
        }
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 20_000 },
    );
    const timer = window.setInterval(() => void send(), POSITION_SEND_MS);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
    };
  }, [active, assignmentId]);

  if (sharing.kind === "sharing") {
    return (
      <p className="text-sm text-neutral-700" role="status">
        {sharing.sentAt ? "Sharing your location with your passenger." : "Finding your location…"}
      </p>
    );
  }
  if (sharing.kind === "off") {
    return (
      <p className="text-sm text-neutral-700" role="status">
        {sharing.message}
      </p>
    );
  }
  if (typeof navigator !== "undefined" && !("geolocation" in navigator)) return null;
  return (
    <Alert tone="info" live={false}>
      <p>
        Share your location so your passenger can watch you arrive on their trip page. It is sent
        only while you are on the way and stops when you arrive. The ride works without it.
      </p>
      <Button
        variant="outline"
        className="mt-2"
        onClick={() => setSharing({ kind: "sharing", sentAt: null })}
      >
        Share my location
      </Button>
    </Alert>
  );
}
