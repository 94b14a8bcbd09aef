import "server-only";
import type { PresentedComment } from "@/server/services/comments/comment-fields";
import type { PresentedPost } from "@/server/services/posts/post-fields";

/** A post in the spec's feed post fields (creator-admin spec §3), for the REST adapters. */
export function feedPostJson(post: PresentedPost) {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    content_type: post.contentType,
    thumbnail_url: post.thumbnailUrl,
    images: post.images,
    videos: post.videos,
    body: post.body,
    creator_id: post.creatorId,
    creator: {
      display_name: post.creator.displayName,
      username: post.creator.username,
      profile_image_url: post.creator.profileImageUrl,
    },
    created_at: post.createdAt.toISOString(),
    is_public: post.isPublic,
    is_preview: post.isPreview,
    has_access: post.hasAccess,
    is_featured: post.isFeatured,
    is_liked: post.isLiked,
    is_viewed: post.isViewed,
    likes_count: post.likesCount,
    comments_count: post.commentsCount,
    views_count: post.viewsCount,
  };
}

function commentUserJson(user: PresentedComment["user"]) {
  return { id: user.id, display_name: user.displayName, username: user.username, avatar_url: user.avatarUrl };
}

/** A comment in the spec's fields (§3), replies nested, each reply naming its parent and the parent's author. */
export function commentJson(comment: PresentedComment & { replies: PresentedComment[] }) {
  const base = (item: PresentedComment) => ({
    id: item.id,
    user_id: item.userId,
    content: item.content,
    created_at: item.createdAt.toISOString(),
    parent_comment_id: item.parentCommentId,
    user: commentUserJson(item.user),
    is_own: item.isOwn,
    is_liked: item.isLiked,
    is_creator: item.isCreator,
    can_delete: item.canDelete,
  });
  return {
    ...base(comment),
    parent_comment: null,
    replies: comment.replies.map((reply) => ({
      ...base(reply),
      parent_comment: { id: comment.id, user: commentUserJson(comment.user) },
      replies: [],
    })),
  };
}
