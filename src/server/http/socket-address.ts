import "server-only";
import http from "node:http";
import https from "node:https";

/**
 * Next.js gives route handlers no socket, only headers, and it fills x-forwarded-for from the
 * socket only when the client has not sent one. So the server stamps each request, before Next
 * sees it, with the socket's own address in a header of ours, replacing anything a client sent
 * under that name. Installed once at start (instrumentation); until then nobody is believed.
 */
export const SOCKET_ADDRESS_HEADER = "x-apex-socket-address";

const INSTALLED = Symbol.for("apex.socket-address-stamp");
type Stamped = typeof globalThis & { [INSTALLED]?: boolean };

export function isSocketAddressStamped(): boolean {
  return (globalThis as Stamped)[INSTALLED] === true;
}

function stamp(request: http.IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
}

interface Emitting {
  emit(event: string | symbol, ...args: unknown[]): boolean;
}

/** Wraps `emit` of Node's HTTP(S) servers so every "request" event is stamped first. */
export function installSocketAddressStamp(): void {
  if (isSocketAddressStamped()) return;
  const prototypes: Emitting[] = [http.Server.prototype, https.Server.prototype];
  for (const prototype of prototypes) {
    const original = prototype.emit;
    prototype.emit = function emit(this: Emitting, event: string | symbol, ...args: unknown[]) {
      if (event === "request" && args[0] instanceof http.IncomingMessage) stamp(args[0]);
      return original.call(this, event, ...args);
    };
  }
  (globalThis as Stamped)[INSTALLED] = true;
}
