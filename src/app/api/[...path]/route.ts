import { notFoundRoute } from "@/server/http/methods";

/** Any /api path that names no route: a JSON 404 in the reader's language, whatever the method. */
export const { GET, POST, PUT, PATCH, DELETE } = notFoundRoute();
