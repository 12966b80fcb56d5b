import { TripGone } from "@/components/trip/trip-gone";

/** Every dead trip link: wrong, expired, cancelled or guessed alike. */
export default function TripNotFound() {
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 p-4">
      <TripGone />
    </main>
  );
}
