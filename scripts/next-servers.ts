import os from "node:os";

/** How many Next.js servers a production start runs: WEB_CONCURRENCY, else one per core (a server renders on one thread). */
export const productionServerCount = () => Number(process.env.WEB_CONCURRENCY) || os.availableParallelism();
