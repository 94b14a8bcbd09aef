import "server-only";
import { sendGift } from "@/server/services/video-requests/send-gift";
import type { JobHandler } from ".";

export const sendGiftJob: JobHandler<"gifts.send"> = ({ db, data }) => sendGift(db, data.requestId);
