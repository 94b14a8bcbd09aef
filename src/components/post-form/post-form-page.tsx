import { ArrowLeft } from "lucide-react";
import { Link } from "@/i18n/navigation";

/** The frame of the new-post and edit-post pages: back to the list, the title, the form. */
export function PostFormPage({ title, back, children }: { title: string; back: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/creator/posts" className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        {back}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
