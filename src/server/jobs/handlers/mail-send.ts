import "server-only";
import { sendMail } from "@/server/auth/mail";
import type { JobHandler } from ".";

export const sendMailJob: JobHandler<"mail.send"> = ({ db, data }) => sendMail(db, data);
