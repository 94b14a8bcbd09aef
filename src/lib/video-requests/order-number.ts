/** The order number shown to the fan (order page, My Orders, receipts): prefixed and short, from the request id. */
export const orderNumberOf = (requestId: string) => `LK-${requestId.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
