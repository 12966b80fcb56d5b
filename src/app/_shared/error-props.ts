/** What Next hands an error boundary: the failure (its digest names it in the server logs) and a retry. */
export type ErrorBoundaryProps = {
  error: Error & { digest?: string };
  reset: () => void;
};
