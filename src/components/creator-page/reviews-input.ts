/** The input of one page of a creator's reviews: the server prefetches page 1, the client reads every page. */
export function reviewsPageInput(creatorId: string, page: number) {
  return { creatorId, page };
}
