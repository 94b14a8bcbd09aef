import { TRPCError } from "@trpc/server";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { PostArticle } from "@/components/posts/post-article";
import { Link } from "@/i18n/navigation";
import { getActor } from "@/server/auth/session";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

/** The post as this reader may see it (once per request); unknown, malformed or hidden ids are a 404. */
const loadPost = cache(async (postId: string) => {
  const api = await serverApi();
  try {
    return await api.posts.byId({ postId });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "UNPROCESSABLE_CONTENT")) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: PageProps<"/[locale]/posts/[id]">): Promise<Metadata> {
  const { id } = await params;
  const post = await loadPost(id);
  return { title: post.title, description: post.description || undefined };
}

/** One post with its comments (screen 10), open to everyone; the access rule decides what is shown. */
export default async function PostPage({ params }: PageProps<"/[locale]/posts/[id]">) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [post, actor, t] = await Promise.all([loadPost(id), getActor(), getTranslations("posts.page")]);
  return (
    <ClientMessages namespaces={["comments", "moderation", "posts", "validation.invalid"]}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10">
        <Link href="/feed" className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden className="size-4" />
          {t("back")}
        </Link>
        <PostArticle post={post} signedIn={actor !== null} />
      </div>
    </ClientMessages>
  );
}
