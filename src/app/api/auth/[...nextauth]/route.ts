import { handlers } from "@/server/auth";
import { authRoute } from "@/server/http/auth-request";
import { routeMethods } from "@/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: authRoute(handlers.GET), POST: authRoute(handlers.POST) });
