// The booking's machine; the generic one it is built on lives in lib/state-machine.
export * from "./booking-status";
