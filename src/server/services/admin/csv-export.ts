import "server-only";

/** One CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows read from the database at a time while exporting: memory stays bounded whatever the table's size. */
export const CSV_EXPORT_BATCH = 1000;

/**
 * A console export as a CSV stream: the header, then batches of rows read as the reader asks for more, each
 * batch after the last row of the one before (`next(after)` reads by keyset; null = from the start), so no
 * export ever holds the whole table in memory.
 */
export function csvStream<Row, Cursor>({
  columns,
  next,
  cursorOf,
  cells,
}: {
  columns: readonly string[];
  next: (after: Cursor | null) => Promise<Row[]>;
  cursorOf: (row: Row) => Cursor;
  cells: (row: Row) => unknown[];
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${columns.join(",")}\r\n`));
        return;
      }
      const rows = await next(after);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = cursorOf(rows.at(-1)!);
      controller.enqueue(encoder.encode(`${rows.map((row) => cells(row).map(csvCell).join(",")).join("\r\n")}\r\n`));
    },
  });
}
