import { isLocale } from "@/i18n/routing";
import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { requestLocale } from "@/server/http/translate";
import { downloadReceipt } from "@/server/services/receipts/receipt-pdf";

/**
 * GET /api/orders/{requestId}/receipt?locale=fr: the PDF receipt of a paid order, for that order's fan
 * only (anyone else: 404), in the asked language (else the reader's).
 */
export const GET = rest<{ requestId: string }>(async ({ req, db, actor }, { requestId }) => {
  const asked = new URL(req.url).searchParams.get("locale");
  const locale = isLocale(asked) ? asked : requestLocale(req);
  const { filename, bytes } = await downloadReceipt({ db, actor: await actor(), input: { requestId }, locale });
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
