import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, rgb } from "pdf-lib";
import type { Locale } from "@/i18n/routing";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/db";
import { getOrderReceipt, type ReceiptContent, type ReceiptInput } from "./order-receipt";

/**
 * DejaVu Sans (free licence, the `dejavu-fonts-ttf` package), embedded as a subset: it draws every Latin, Greek and
 * Cyrillic letter, the narrow spaces French numbers use and symbols such as ≈, so a fan's or creator's name prints as
 * written. The files are read once per process.
 */
const require = createRequire(import.meta.url);
let fontFiles: Promise<[Uint8Array, Uint8Array]> | undefined;
function receiptFonts(): Promise<[Uint8Array, Uint8Array]> {
  // The folder is found from the package's manifest: a `require.resolve` of each .ttf makes Turbopack try to bundle
  // every font of the package as a module, and `next build` fails on their unknown type.
  const folder = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  const file = (name: string) => readFile(path.join(folder, name));
  fontFiles ??= Promise.all([file("DejaVuSans.ttf"), file("DejaVuSans-Bold.ttf")]);
  return fontFiles;
}

/** Text the font can draw: a character it lacks (a rare script or emoji) prints as a replacement mark. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "\ufffd")).join("");
}

/** Text cut with an ellipsis to fit `maxWidth` points (a long name never runs off the page). */
function fitted(font: PDFFont, text: string, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}\u2026`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\u2026`;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
/** Where values start after the detail labels. */
const VALUE_X = PAGE.margin + 170;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);

/** The receipt as a one-page A4 PDF in its language. */
async function receiptPdf(receipt: ReceiptContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.title} ${receipt.orderNumber}`);
  pdf.setLanguage(receipt.locale);
  pdf.setProducer("Lakou");
  pdf.setCreator("Lakou");
  pdf.registerFontkit(fontkit);
  const [regularFile, boldFile] = await receiptFonts();
  const regular = await pdf.embedFont(regularFile, { subset: true });
  const bold = await pdf.embedFont(boldFile, { subset: true });
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof INK; alignRight?: boolean; maxWidth?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const clean = fitted(font, drawable(font, value), size, options.maxWidth ?? right - PAGE.margin);
    const left = options.alignRight ? x - font.widthOfTextAtSize(clean, size) : x;
    page.drawText(clean, { x: left, y, font, size, color: options.color ?? INK });
  };
  const rule = () => page.drawLine({ start: { x: PAGE.margin, y }, end: { x: right, y }, thickness: 0.75, color: MUTED });

  text("Lakou", PAGE.margin, { font: bold, size: 22 });
  text(receipt.title, right, { font: bold, size: 16, alignRight: true });
  y -= 20;
  text(receipt.orderNumber, right, { color: MUTED, alignRight: true });
  y -= 24;
  rule();
  y -= 26;

  for (const [label, value] of receipt.details) {
    text(label, PAGE.margin, { color: MUTED, maxWidth: VALUE_X - PAGE.margin - 8 });
    text(value, VALUE_X, { font: bold, maxWidth: right - VALUE_X });
    y -= 20;
  }
  y -= 10;
  rule();
  y -= 26;

  for (const [label, amount] of receipt.lines) {
    text(label, PAGE.margin, { maxWidth: right - PAGE.margin - 120 });
    text(amount, right, { alignRight: true });
    y -= 20;
  }
  y -= 4;
  rule();
  y -= 24;
  text(receipt.total[0], PAGE.margin, { font: bold, size: 14 });
  text(receipt.total[1], right, { font: bold, size: 14, alignRight: true });
  y -= 48;
  text(receipt.thanks, PAGE.margin, { color: MUTED, size: 10 });

  return pdf.save();
}

/** Download Receipt: the PDF of one of the signed-in fan's paid orders (the same rules as getOrderReceipt). */
export async function downloadReceipt(args: { db: Db; actor: Actor | null; input: ReceiptInput; locale: Locale }) {
  const receipt = await getOrderReceipt(args);
  return { filename: `lakou-${receipt.orderNumber}.pdf`, bytes: await receiptPdf(receipt) };
}
