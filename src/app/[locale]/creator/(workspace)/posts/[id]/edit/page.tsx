import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PostForm } from "@/components/post-form/post-form";
import { PostFormPage } from "@/components/post-form/post-form-page";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("posts.form");
  return { title: t("editTitle") };
}

/** Edits one of the creator's own posts; another creator's post or an unknown id is a 404. */
export default async function EditPostPage({ params }: PageProps<"/[locale]/creator/posts/[id]/edit">) {
  await guardPage({ requireRole: "creator" });
  const { id } = await params;
  const [api, t] = await Promise.all([serverApi(), getTranslations("posts.form")]);
  const own = await api.posts.mineById({ postId: id }).catch((error: unknown) => {
    if (error instanceof TRPCError && ["NOT_FOUND", "FORBIDDEN"].includes(error.code)) notFound();
    throw error;
  });
  const { post } = own;
  return (
    <ClientMessages namespaces={["posts", "uploads", "validation.invalid"]}>
      <PostFormPage title={t("editTitle")} back={t("back")}>
        <PostForm
          postId={post.id}
          tiers={own.tiers}
          initial={{
            title: post.title,
            description: post.description,
            body: post.body,
            images: post.images,
            videos: post.videos,
            isPublic: post.isPublic,
            accessTierIds: post.accessTierIds,
            status: post.status === "draft" ? "draft" : "published",
          }}
        />
      </PostFormPage>
    </ClientMessages>
  );
}
