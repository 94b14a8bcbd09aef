/**
 * Loads the app's server modules in plain Node (the job worker) the way Next.js's server does:
 * `server-only` resolves to its empty marker instead of throwing. Only that package is affected;
 * React and the rest keep Node's usual resolution. Used by every npm script that runs server code outside Next (dev, start, worker, db:*, ledger:check, bench).
 */
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier !== "server-only") return next(specifier, context);
      return next(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
    }
  `)}`,
);
