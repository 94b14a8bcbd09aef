/**
 * Page sizes and limits of posts and comments (creator-admin spec §9), shared by services and pages.
 * No imports: client components read them too.
 */
export const CREATOR_FEED_FIRST_PAGE = 3;
export const CREATOR_FEED_PAGE = 6;
export const FEED_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
export const COMMENT_MAX_LENGTH = 2000;
export const POST_TITLE_MAX = 200;
export const POST_DESCRIPTION_MAX = 2000;
export const POST_BODY_MAX = 20000;
export const POST_MAX_IMAGES = 10;
export const POST_MAX_VIDEOS = 3;
export const FEED_SEARCH_MAX = 100;
/** Live streaming is switched off (spec: livestreaming flag false): the feed's live tab stays empty. */
export const LIVESTREAMING_ENABLED = false;
