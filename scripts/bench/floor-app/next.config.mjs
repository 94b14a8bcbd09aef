import path from "node:path";

/** The repository is the root: Next.js and React come from its node_modules. */
export default { turbopack: { root: path.resolve(import.meta.dirname, "../../..") } };
