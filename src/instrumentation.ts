/** Next.js calls `register` once as each server starts (Node.js and edge runtimes). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { keepHistoryOnFlush } = await import("@/server/http/compression-flush");
    keepHistoryOnFlush();
  }
}
