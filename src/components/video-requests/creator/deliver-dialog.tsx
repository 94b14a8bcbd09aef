"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { schemaResolver } from "@/components/forms/schema-resolver";
import { uploadFile } from "@/components/media/upload/upload-file";
import { UploadProgress } from "@/components/media/upload/upload-progress";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Link } from "@/i18n/navigation";
import { MAX_VIDEO_BYTES, VIDEO_MIME_TYPES } from "@/lib/media/limits";
import { mediaFileUrl } from "@/lib/media/renditions";
import { api } from "@/trpc/react";

/** The file to deliver: a video chosen, within the upload limit (its type is checked from its bytes on upload). */
const deliverFileSchema = z.object({
  file: z
    .custom<File>((value) => typeof File !== "undefined" && value instanceof File, "inbox.validation.fileRequired")
    .refine((file) => file.size <= MAX_VIDEO_BYTES, "inbox.validation.fileTooLarge"),
});
const resolver = schemaResolver(deliverFileSchema, (values: { file?: File }) => values as z.input<typeof deliverFileSchema>);

/**
 * Delivers a request: a video already uploaded for it in the studio (with its thumbnail) is offered first and
 * delivered as it is; otherwise the creator picks the file (or records it in the studio), it is uploaded with
 * the studio's resumable upload for this request, then `onUploaded` delivers it (capture and notice).
 */
export function DeliverDialog({
  requestId,
  onOpenChange,
  onUploaded,
}: {
  requestId: string | null;
  onOpenChange: (open: boolean) => void;
  onUploaded: (mediaId: string) => Promise<void>;
}) {
  const t = useTranslations("inbox.deliver");
  const form = useForm<{ file?: File }, unknown, z.output<typeof deliverFileSchema>>({ resolver });
  const [fraction, setFraction] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tFlow = useTranslations("studioFlow.inboxDeliver");
  const uploaded = api.videoRequests.upload.useQuery({ requestId: requestId ?? "" }, { enabled: requestId !== null, retry: false });
  const [sending, setSending] = useState(false);

  async function deliverUploaded(mediaId: string) {
    setError(null);
    setSending(true);
    try {
      await onUploaded(mediaId);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t("failed"));
    } finally {
      setSending(false);
    }
  }

  async function deliver({ file }: z.output<typeof deliverFileSchema>) {
    if (!requestId) return;
    setError(null);
    try {
      const { id } = await uploadFile({ target: { kind: "request", requestId }, file, onProgress: setFraction, fallbackError: t("failed") });
      await onUploaded(id);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t("failed"));
    } finally {
      setFraction(null);
    }
  }

  return (
    <Dialog open={requestId !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {uploaded.isPending && requestId !== null ? (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            {tFlow("checking")}
          </p>
        ) : uploaded.data ? (
          <div className="flex flex-col gap-3 rounded-lg border p-3">
            <h3 className="text-sm font-semibold">{tFlow("uploadedTitle")}</h3>
            {uploaded.data.thumbnailId ? (
              <img src={mediaFileUrl(uploaded.data.thumbnailId, "original")} alt={tFlow("thumbnail")} className="aspect-video w-full max-w-64 rounded-md object-cover" />
            ) : null}
            <Button type="button" className="self-start" disabled={sending || fraction !== null} onClick={() => void deliverUploaded(uploaded.data!.mediaId)}>
              {tFlow("deliverUploaded")}
            </Button>
            <p className="text-sm text-muted-foreground">{tFlow("orFile")}</p>
          </div>
        ) : null}
        <Form {...form}>
          <form noValidate className="flex flex-col gap-3" onSubmit={form.handleSubmit(deliver)}>
            <FormField
              control={form.control}
              name="file"
              render={({ field: { onChange, onBlur, name, ref } }) => (
                <FormItem className="gap-1.5">
                  <FormLabel>{t("file")}</FormLabel>
                  <FormControl>
                    <Input type="file" accept={VIDEO_MIME_TYPES.join(",")} name={name} ref={ref} onBlur={onBlur} onChange={(event) => onChange(event.target.files?.[0])} />
                  </FormControl>
                  <FormMessage role="alert" />
                </FormItem>
              )}
            />
            {fraction !== null ? <UploadProgress fraction={fraction} label={t("uploading")} /> : null}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Link href={{ pathname: "/creator/studio", query: requestId ? { request: requestId } : {} }} className={buttonVariants({ variant: "link", className: "self-start px-0" })}>
              {t("recordInStudio")}
            </Link>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={fraction !== null || sending || form.formState.isSubmitting}>
                {t("confirm")}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
