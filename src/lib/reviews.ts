/** A review's rules (spec: 1 to 5 stars and a text), shared by the form and the server. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MIN = 3;
export const REVIEW_COMMENT_MAX = 1000;
