"use client";

import { CameraIcon, DownloadIcon, Loader2Icon, SaveIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  CANDIDATE_JPEG_QUALITY,
  CAPTURE_JPEG_QUALITY,
  candidateCount,
  type FrameAnalysis,
  SCORE_BADGE_ABOVE,
  scoreFrame,
  spreadTimestamps,
  THUMBNAIL_SLIDER_STEP,
  THUMBNAIL_STRIP_FRAMES,
  THUMBNAIL_SUGGESTIONS,
} from "@/lib/media/thumbnail-scoring";
import { clock } from "@/lib/media/clock";
import { cn } from "@/lib/utils";
import { downloadAs } from "../download";
import { captureFrame, loadVideo, resolveDuration, seek, stripFrame, ThumbnailError, type ThumbnailFailure } from "./frames";

export interface ThumbnailCandidate {
  id: string;
  timestamp: number;
  blob: Blob;
  dataUrl: string;
  label: string;
  score: number;
  analysis: FrameAnalysis;
}

/**
 * Screen 7: the video with a scrub slider and a capture button, a 12-frame strip to jump around, the
 * 6 best-scoring frames as suggestions (black and white frames flagged), Download and Save & Continue.
 */
export function ThumbnailSelector({
  video: source,
  durationHint,
  onSave,
}: {
  video: Blob;
  durationHint?: number;
  onSave: (thumbnail: ThumbnailCandidate) => Promise<void>;
}) {
  const t = useTranslations("thumbnails");
  const te = useTranslations("thumbnails.errors");
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  const [failure, setFailure] = useState<ThumbnailFailure | null>(null);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [suggestions, setSuggestions] = useState<ThumbnailCandidate[]>([]);
  const [strip, setStrip] = useState<{ timestamp: number; dataUrl: string }[]>([]);
  const [selected, setSelected] = useState<ThumbnailCandidate | null>(null);
  const [saving, setSaving] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const preview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(source);
    // The object URL lives as long as this source.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    let cancelled = false;
    const worker = document.createElement("video");
    const label = (at: number) => t("at", { time: clock(at) });
    (async () => {
      await loadVideo(worker, objectUrl);
      const total = await resolveDuration(worker, durationHint);
      if (!worker.videoWidth || !worker.videoHeight) throw new ThumbnailError("noDimensions");
      const moments = spreadTimestamps(total, candidateCount(THUMBNAIL_SUGGESTIONS));
      const stripMoments = spreadTimestamps(total, THUMBNAIL_STRIP_FRAMES);
      if (moments.length === 0) throw new ThumbnailError("noTimestamps");
      const made: ThumbnailCandidate[] = [];
      for (const [index, at] of moments.entries()) {
        if (cancelled) return;
        await seek(worker, at);
        const frame = await captureFrame(worker, CANDIDATE_JPEG_QUALITY).catch(() => null);
        if (frame) made.push({ id: `candidate-${index}`, timestamp: at, label: label(at), score: scoreFrame(frame.analysis), ...frame });
      }
      if (made.length === 0) throw new ThumbnailError("noThumbnails");
      const frames: { timestamp: number; dataUrl: string }[] = [];
      for (const at of stripMoments) {
        if (cancelled) return;
        await seek(worker, at);
        frames.push({ timestamp: at, dataUrl: stripFrame(worker) });
      }
      if (cancelled) return;
      const best = [...made].sort((a, b) => b.score - a.score).slice(0, THUMBNAIL_SUGGESTIONS);
      setDuration(total);
      setSuggestions(best);
      setSelected(best[0] ?? null);
      setStrip(frames);
      setState("ready");
    })().catch((error: unknown) => {
      if (cancelled) return;
      setFailure(error instanceof ThumbnailError ? error.failure : "noThumbnails");
      setState("error");
    });
    return () => {
      cancelled = true;
      worker.removeAttribute("src");
      worker.load();
      URL.revokeObjectURL(objectUrl);
    };
  }, [source, durationHint, t]);

  function jump(at: number) {
    setTime(at);
    if (preview.current) preview.current.currentTime = at;
  }

  async function capture() {
    const video = preview.current;
    if (!video) return;
    setFailure(null);
    try {
      const frame = await captureFrame(video, CAPTURE_JPEG_QUALITY);
      const at = video.currentTime;
      setSelected({ id: `capture-${at}`, timestamp: at, label: t("capturedAt", { time: clock(at) }), score: scoreFrame(frame.analysis), ...frame });
    } catch (error) {
      setFailure(error instanceof ThumbnailError && error.failure === "noDimensions" ? "noDimensions" : "captureFailed");
    }
  }

  async function save() {
    if (!selected) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(selected);
    } catch {
      setFailure("uploadFailed");
    } finally {
      setSaving(false);
    }
  }

  if (state === "loading") {
    return (
      <div className="flex min-h-40 items-center justify-center gap-2 text-muted-foreground" role="status">
        <Loader2Icon className="size-5 animate-spin" aria-hidden />
        {t("loading")}
      </div>
    );
  }
  if (state === "error") {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
        {te(failure ?? "noThumbnails")}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-5" data-testid="thumbnail-selector">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <video ref={preview} src={url ?? undefined} muted playsInline preload="auto" className="aspect-video w-full rounded-lg bg-zinc-900" aria-label={t("previewLabel")} />
          <Label htmlFor="thumbnail-scrub">{t("scrub", { time: clock(time), total: clock(duration) })}</Label>
          <input
            id="thumbnail-scrub"
            type="range"
            min={0}
            max={duration}
            step={THUMBNAIL_SLIDER_STEP}
            value={time}
            onChange={(e) => jump(Number(e.target.value))}
            className="accent-primary"
          />
          <Button type="button" variant="outline" onClick={capture}>
            <CameraIcon aria-hidden />
            {t("capture")}
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t("selected")}</h3>
          {selected ? (
            <figure className="flex flex-col gap-2">
              <img src={selected.dataUrl} alt={selected.label} className="aspect-video w-full rounded-lg object-cover" />
              <figcaption className="text-sm text-muted-foreground">{selected.label}</figcaption>
            </figure>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {selected ? (
              <Button type="button" variant="outline" onClick={() => downloadAs(selected.blob, `thumbnail-${Date.now()}.jpg`)}>
                <DownloadIcon aria-hidden />
                {t("download")}
              </Button>
            ) : null}
            <Button type="button" onClick={save} disabled={!selected || saving}>
              <SaveIcon aria-hidden />
              {saving ? t("saving") : t("saveContinue")}
            </Button>
          </div>
        </div>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {te(failure)}
        </p>
      ) : null}

      <section aria-labelledby="thumbnail-strip" className="flex flex-col gap-2">
        <h3 id="thumbnail-strip" className="text-sm font-semibold">
          {t("strip")}
        </h3>
        <ol className="grid grid-cols-6 gap-1 sm:grid-cols-12">
          {strip.map((frame) => (
            <li key={frame.timestamp}>
              <button type="button" onClick={() => jump(frame.timestamp)} className="block w-full overflow-hidden rounded focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                <img src={frame.dataUrl} alt={t("goTo", { time: clock(frame.timestamp) })} className="aspect-video w-full object-cover" />
              </button>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="thumbnail-suggestions" className="flex flex-col gap-2">
        <h3 id="thumbnail-suggestions" className="text-sm font-semibold">
          {t("suggestions")}
        </h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {suggestions.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                aria-pressed={selected?.id === candidate.id}
                onClick={() => setSelected(candidate)}
                className={cn(
                  "flex w-full flex-col gap-1 overflow-hidden rounded-lg border-2 text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  selected?.id === candidate.id ? "border-primary" : "border-transparent",
                )}
              >
                <img src={candidate.dataUrl} alt="" className="aspect-video w-full object-cover" />
                <span className="flex flex-wrap items-center gap-1 px-2 pb-2 text-xs">
                  {candidate.label} · {t("score", { score: candidate.score })}
                  {candidate.score > SCORE_BADGE_ABOVE ? <Badge>{t("great")}</Badge> : null}
                  {candidate.analysis.isBlackFrame ? <Badge variant="secondary">{t("tooDark")}</Badge> : null}
                  {candidate.analysis.isWhiteFrame ? <Badge variant="secondary">{t("tooBright")}</Badge> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
