import "server-only";
import { z } from "zod";
import { getPost } from "@/server/services/posts/read-post";
import { listCreatorPosts, listCreatorPostsInput, listFeedInput, listFeedPosts } from "@/server/services/posts/list-posts";
import { getOwnPost, listOwnPosts, postFormOptions } from "@/server/services/posts/own-posts";
import { postIdInput } from "@/server/services/posts/post-id";
import { createPost, createPostInput, deletePost, updatePost, updatePostInput } from "@/server/services/posts/save-post";
import { togglePostLike } from "@/server/services/posts/toggle-like";
import { trackPostView } from "@/server/services/posts/track-view";
import { offsetCursor } from "../offset-cursor";
import { createTRPCRouter, creatorProcedure, publicProcedure } from "../trpc";

/**
 * Posts: the feed, a creator's posts, one post (each through the access rule), likes and views,
 * and the creator's own posts (write, edit, delete).
 */
export const postsRouter = createTRPCRouter({
  feed: publicProcedure
    .input(listFeedInput.extend(offsetCursor))
    .query(({ ctx, input: { cursor, ...input } }) =>
      listFeedPosts({ db: ctx.db, actor: ctx.actor, input: { ...input, offset: cursor ?? input.offset } }),
    ),
  byCreator: publicProcedure
    .input(listCreatorPostsInput.extend(offsetCursor))
    .query(({ ctx, input: { cursor, ...input } }) =>
      listCreatorPosts({ db: ctx.db, actor: ctx.actor, input: { ...input, offset: cursor ?? input.offset } }),
    ),
  byId: publicProcedure.input(postIdInput).query(({ ctx, input }) => getPost({ db: ctx.db, actor: ctx.actor, input })),
  like: publicProcedure
    .input(postIdInput)
    .mutation(({ ctx, input }) => togglePostLike({ db: ctx.db, actor: ctx.actor, input })),
  view: publicProcedure
    .input(postIdInput)
    .mutation(({ ctx, input }) => trackPostView({ db: ctx.db, actor: ctx.actor, input })),
  mine: creatorProcedure.query(({ ctx }) => listOwnPosts({ db: ctx.db, actor: ctx.actor })),
  mineById: creatorProcedure.input(postIdInput).query(({ ctx, input }) => getOwnPost({ db: ctx.db, actor: ctx.actor, input })),
  formOptions: creatorProcedure.query(({ ctx }) => postFormOptions({ db: ctx.db, actor: ctx.actor })),
  create: creatorProcedure.input(createPostInput).mutation(({ ctx, input }) => createPost({ db: ctx.db, actor: ctx.actor, input })),
  update: creatorProcedure.input(updatePostInput).mutation(({ ctx, input }) => updatePost({ db: ctx.db, actor: ctx.actor, input })),
  delete: creatorProcedure
    .input(z.object({ postId: z.string().max(100) }))
    .mutation(({ ctx, input }) => deletePost({ db: ctx.db, actor: ctx.actor, input })),
});
