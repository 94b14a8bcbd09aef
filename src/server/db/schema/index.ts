export * from "./auth";
export * from "./profiles";
export * from "./creators";
export * from "./commerce";
export * from "./content";
export * from "./admin";
export * from "./ledger";
export * from "./notifications";
