/**
 * A tiny SMTP server for the end-to-end server (SMTP_URL points at it): it accepts every message
 * and appends it to a JSON-lines file the tests read, the way a person reads their mailbox.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface SunkMail {
  to: string[];
  /** The message as sent (headers and body, transfer encodings undone for quoted-printable text). */
  message: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and subjects. */
function decodeQuotedPrintable(text: string) {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function startMailSink(file: string): Promise<number> {
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 lakou-e2e-mail-sink");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const message = decodeQuotedPrintable(buffer.slice(0, end).replace(/^\.\./gm, "."));
          appendFileSync(file, `${JSON.stringify({ to, message } satisfies SunkMail)}\n`);
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply("250 queued");
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 lakou-e2e-mail-sink");
        else if (verb === "RCPT") {
          to.push(line.match(/<([^>]+)>/)?.[1] ?? "");
          reply("250 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go on");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
}

/** The mails sunk so far, oldest first. */
export function readSunkMail(file: string): SunkMail[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SunkMail);
}
