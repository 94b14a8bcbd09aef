import { Plus } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OwnPostsList } from "@/components/post-form/own-posts-list";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("posts.manage");
  return { title: t("title") };
}

/** The creator's posts: drafts and published, each to view, edit or delete, and a new one to write. */
export default async function CreatorPostsPage() {
  await guardPage({ requireRole: "creator" });
  const [api, t] = await Promise.all([serverApi(), getTranslations("posts.manage")]);
  const own = await api.posts.mine();
  return (
    <ClientMessages namespaces={["posts"]}>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
            <p className="max-w-prose text-muted-foreground">{t("intro")}</p>
          </div>
          <Link href="/creator/posts/new" className={buttonVariants()}>
            <Plus aria-hidden />
            {t("newPost")}
          </Link>
        </header>
        <OwnPostsList posts={own.posts} tiers={own.tiers} />
      </div>
    </ClientMessages>
  );
}
