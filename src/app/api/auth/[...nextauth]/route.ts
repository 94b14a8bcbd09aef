import { handlers } from "@/server/auth";
import { routeMethods } from "@/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: handlers.GET, POST: handlers.POST });
