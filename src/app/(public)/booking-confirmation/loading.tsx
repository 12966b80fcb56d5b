/** Shown while the server loads the booking (the spec's "Loading..."). */
export default function Loading() {
  return (
    <p role="status" className="mx-auto max-w-2xl px-4 py-16 text-center text-neutral-700">
      Loading...
    </p>
  );
}
