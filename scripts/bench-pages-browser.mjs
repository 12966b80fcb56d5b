// Browser plumbing for `npm run bench:pages`: a raw DevTools protocol connection (the `ws`
// package) to the Chromium chrome-launcher started, used between Lighthouse runs to empty the
// HTTP cache and set the session cookie and the booking draft a page needs.
import { createServer } from "node:net";
import WebSocket from "ws";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not start at ${url}`);
}

/** A browser-level DevTools connection: send(method, params, sessionId) answers the result. */
export async function cdpSession(debuggingPort) {
  const version = await (await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 0;
  const pending = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
    else waiter.resolve(message.result);
  });
  return {
    send(method, params = {}, sessionId) {
      nextId += 1;
      const id = nextId;
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }));
    },
    close: () => socket.close(),
  };
}

/**
 * Before each run: an empty HTTP cache, no cookies but the session's when the page is signed
 * in, and the booking draft (localStorage and its cookie copy) when the page is a booking step.
 * The draft is set from /api/health, which loads no script, so no chunk of the site is cached.
 */
export async function clearCacheAndSetState(cdp, base, { cookie, draft }) {
  const { targetId } = await cdp.send("Target.createTarget", { url: `${base}/api/health` });
  const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: true });
  await cdp.send("Network.enable", {}, sessionId);
  await cdp.send("Network.clearBrowserCache", {}, sessionId);
  await cdp.send("Network.clearBrowserCookies", {}, sessionId);
  if (cookie) await cdp.send("Network.setCookie", { ...cookie, url: base }, sessionId);
  for (let tries = 0; tries < 100; tries += 1) {
    const { result } = await cdp.send(
      "Runtime.evaluate",
      { expression: "document.readyState + location.pathname", returnByValue: true },
      sessionId,
    );
    if (result.value === "complete/api/health") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // As the home form stores it (components/booking/draft-store): in localStorage, and its copy
  // in the cookie the steps' pages render from on the server.
  const json = JSON.stringify(draft ?? null);
  const script = draft
    ? `localStorage.clear(); localStorage.setItem("booking-draft", ${JSON.stringify(json)}); document.cookie = "booking-draft=" + encodeURIComponent(${JSON.stringify(json)}) + "; path=/; samesite=lax"`
    : "localStorage.clear()";
  await cdp.send("Runtime.evaluate", { expression: script }, sessionId);
  await cdp.send("Target.closeTarget", { targetId });
}
