import "server-only";
import { z } from "zod";
import { emailNotification } from "@/server/services/notifications/email-notification";
import { defineJob } from "../define-job";

/** Mails a notification its user asked to get by e-mail (queued by notify in the same transaction). */
export const notificationEmailJob = defineJob({
  name: "notifications.email",
  payload: z.object({ notificationId: z.uuid() }),
  handler: ({ db, data }) => emailNotification(db, data.notificationId),
});
