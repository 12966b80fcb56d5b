import "server-only";
import { distinctPlaceName } from "@/lib/place-label";
import type { ResolvedPlace } from "./offline-place-index";

function sameName(a: string, b: string): boolean {
  const key = (text: string) => text.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
  return key(a) === key(b);
}

/**
 * The place name a booking keeps beside `location`. The browser says which named suggestion was
 * chosen; where the server's own lookup knows the place's name (the offline index), that name is
 * kept only if it is the one the browser named, in the index's spelling, so a hand-made request
 * cannot label an address with any name it likes. Where the lookup cannot know names (Google
 * geocoding), the checked text is kept. Null when nothing was chosen or the address already says it.
 */
export function keptPlaceName(input: {
  sent: string | null | undefined;
  place: ResolvedPlace | null;
  location: string | null;
}): string | null {
  const { sent, place, location } = input;
  if (!sent || !place || !location) return null;
  const known = place.placeName;
  const name = known === null ? sent : sameName(known, sent) ? known : null;
  return distinctPlaceName(name, location);
}
