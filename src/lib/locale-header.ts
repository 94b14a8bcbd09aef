/** The header the browser's tRPC client names its page's language in, so the server answers errors in it. */
export const LOCALE_HEADER = "x-lakou-locale";
