export * from "./booking-status";
export { defineStateMachine } from "./state-machine";
export type {
  StateMachine,
  StateMachineDefinition,
  StatusInfo,
  TransitionCheck,
  TransitionGuard,
  TransitionRule,
} from "./state-machine";
