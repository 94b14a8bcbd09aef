/**
 * Loads the app's server modules in plain Node (the job worker) the way Next.js's server does:
 * `server-only` resolves to its empty marker instead of throwing. Only that package is affected;
 * React and the rest keep Node's usual resolution. Used by `npm run worker` and `npm run bench:browse`.
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
