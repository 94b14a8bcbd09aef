import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostForm } from "@/components/post-form/post-form";
import { PostFormPage } from "@/components/post-form/post-form-page";
import { guardPage } from "@/server/auth/guard";
import { serverApi } from "@/trpc/server";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("posts.form");
  return { title: t("newTitle") };
}

/** A new post: the form with the creator's tiers to restrict it to. */
export default async function NewPostPage() {
  await guardPage({ requireRole: "creator" });
  const [api, t] = await Promise.all([serverApi(), getTranslations("posts.form")]);
  const { tiers } = await api.posts.formOptions();
  return (
    <ClientMessages namespaces={["posts", "uploads", "validation.invalid"]}>
      <PostFormPage title={t("newTitle")} back={t("back")}>
        <PostForm tiers={tiers} />
      </PostFormPage>
    </ClientMessages>
  );
}
