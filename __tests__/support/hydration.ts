import type { ReactElement } from "react";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";

/**
 * Renders `element` as the server would, moves the (fake) clock to `hydrateAt`, as when the page
 * reaches the browser a moment later, and hydrates it. Returns the server's text, every error
 * hydration reported (a mismatch is recovered from, so only these tell), and the live container.
 */
export async function serverRenderThenHydrate(element: ReactElement, hydrateAt: number) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const serverText = container.textContent ?? "";
  jest.setSystemTime(hydrateAt);
  const errors: unknown[] = [];
  const consoleError = jest
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => void errors.push(args));
  const root = await act(async () =>
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
  );
  consoleError.mockRestore();
  return {
    container,
    serverText,
    hydrationErrors: errors,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
