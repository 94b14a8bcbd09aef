import { isLocale } from "@/i18n/routing";
import { routeMethods } from "@/server/http/methods";
import { rest } from "@/server/http/rest";
import { requestLocale, translateKey } from "@/server/http/translate";
import { callCalendarFile } from "@/server/services/calls/my-calls";

/**
 * GET /api/calls/{callBookingId}/calendar?locale=fr: a paid call as an .ics calendar file, for the call's
 * fan and creator (anyone else: 404), its title and description in the asked language (else the reader's).
 */
export const GET = rest<{ callBookingId: string }>(async ({ req, db, actor }, { callBookingId }) => {
  const asked = new URL(req.url).searchParams.get("locale");
  const locale = isLocale(asked) ? asked : requestLocale(req);
  const ics = await callCalendarFile({
    db,
    actor: await actor(),
    input: { callBookingId },
    text: ({ creatorName, durationMinutes }) => ({
      summary: translateKey(locale, "callOrders.calendar.summary", { name: creatorName }),
      description: translateKey(locale, "callOrders.calendar.description", { name: creatorName, minutes: durationMinutes }),
    }),
  });
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="lakou-call-${callBookingId.slice(0, 8)}.ics"`,
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = routeMethods({ GET });
