import "server-only";
import { z } from "zod";
import { sendMail } from "@/server/auth/mail";
import { defineJob } from "../define-job";

/** Outgoing e-mail: SMTP when configured, the development outbox otherwise; retried with backoff. */
export const mailSendJob = defineJob({
  name: "mail.send",
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().optional(),
  }),
  queue: { retryLimit: 8, retryDelay: 15, retryBackoff: true },
  handler: ({ db, data }) => sendMail(db, data),
});
