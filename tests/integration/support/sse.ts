/** One server-sent event as a client reads it. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Reads server-sent events from a response body, as EventSource would: `next()` answers the next
 * event (comment lines skipped), or null once the stream ended.
 */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const comments: string[] = [];

  async function next(): Promise<SseEvent | null> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split("\n");
        comments.push(...lines.filter((line) => line.startsWith(":")));
        const event = lines.find((line) => line.startsWith("event: "))?.slice(7);
        const data = lines.find((line) => line.startsWith("data: "))?.slice(6);
        if (event) return { event, data: data === undefined ? null : JSON.parse(data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  }

  /** The next `count` events' names and data. */
  async function take(count: number): Promise<SseEvent[]> {
    const events: SseEvent[] = [];
    for (let i = 0; i < count; i++) {
      const event = await next();
      if (!event) break;
      events.push(event);
    }
    return events;
  }

  return { next, take, comments, cancel: () => reader.cancel() };
}
