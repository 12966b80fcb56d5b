export * from "./enums";
export * from "./users";
export * from "./partners";
export * from "./bookings";
export * from "./drivers";
export * from "./payments";
export * from "./auth-tokens";
export * from "./infrastructure";
