import "server-only";
import { emailNotification } from "@/server/services/notifications/email-notification";
import type { JobHandler } from ".";

export const emailNotificationJob: JobHandler<"notifications.email"> = ({ db, data }) => emailNotification(db, data);
