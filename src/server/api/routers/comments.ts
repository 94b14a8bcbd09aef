import "server-only";
import { createComment, createCommentInput } from "@/server/services/comments/create-comment";
import { deleteComment, deleteCommentInput, hideComment, hideCommentInput } from "@/server/services/comments/delete-comment";
import { listComments, listCommentsInput } from "@/server/services/comments/list-comments";
import { offsetCursor } from "../offset-cursor";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** A post's comments: read by page, write, reply, delete, hide (the services decide who may). */
export const commentsRouter = createTRPCRouter({
  list: publicProcedure
    .input(listCommentsInput.extend(offsetCursor))
    .query(({ ctx, input: { cursor, ...input } }) =>
      listComments({ db: ctx.db, actor: ctx.actor, input: { ...input, offset: cursor ?? input.offset } }),
    ),
  create: publicProcedure
    .input(createCommentInput)
    .mutation(({ ctx, input }) => createComment({ db: ctx.db, actor: ctx.actor, input })),
  delete: publicProcedure
    .input(deleteCommentInput)
    .mutation(({ ctx, input }) => deleteComment({ db: ctx.db, actor: ctx.actor, input })),
  /** The post's creator hides a comment on their post, or shows it again. */
  hide: publicProcedure
    .input(hideCommentInput)
    .mutation(({ ctx, input }) => hideComment({ db: ctx.db, actor: ctx.actor, input })),
});
