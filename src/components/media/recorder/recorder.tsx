"use client";

import { CircleIcon, DownloadIcon, ImageIcon, PauseIcon, PlayIcon, RotateCcwIcon, SquareIcon, UploadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import { stopwatch } from "@/lib/media/clock";
import { RECORDER_MAX_SECONDS } from "@/lib/media/recorder";
import type { WatermarkConfig } from "@/lib/media/watermark";
import { MicrophoneLevel } from "./microphone-level";
import type { Recording } from "./recorder-state";
import { useRecorder } from "./use-recorder";
import { WatermarkSettings } from "./watermark-settings";

export type { Recording } from "./recorder-state";

/**
 * Screen 6: camera and microphone previews with device pickers; record, pause, resume, stop (or the automatic
 * stop at 180 s); playback, record again, download, add a thumbnail, upload. The recording is kept in this
 * browser and offered back for 30 minutes; with the watermark on, it is burned into the recorded frames.
 * `brief` (what the fan asked for) sits beside the camera. The behaviour lives in `useRecorder`.
 */
export function Recorder({
  onUpload,
  onAddThumbnail,
  canUpload,
  watermark,
  onWatermarkChange,
  watermarkStatus,
  brief,
}: {
  onUpload: (recording: Recording) => Promise<void>;
  onAddThumbnail: (recording: Recording) => void;
  canUpload: boolean;
  watermark: WatermarkConfig;
  onWatermarkChange: (next: WatermarkConfig) => void;
  /** Whether the watermark settings were saved, shown with them. */
  watermarkStatus?: string | null;
  brief?: ReactNode;
}) {
  const t = useTranslations("recorder");
  const te = useTranslations("recorder.errors");
  const { state, camera, failure, cameraFailed, previewRef, previewElement, playbackUrl, start, pause, resume, stop, recordAgain, upload } = useRecorder({
    watermark,
    onUpload,
    uploadFailedMessage: te("uploadFailed"),
  });
  const { phase, elapsed, recording, uploading, uploadError } = state;
  const live = phase === "recording" || phase === "paused";

  return (
    <section aria-labelledby="recorder-title" className="flex flex-col gap-4">
      <h2 id="recorder-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {state.restoredMinutesAgo !== null ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
          {t("restored", { minutes: state.restoredMinutesAgo })}
        </p>
      ) : null}
      {failure ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <span>{te(failure)}</span>
          {cameraFailed ? (
            <Button type="button" size="sm" variant="outline" onClick={camera.retry}>
              {t("retry")}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        {brief ? <div className="lg:col-start-2 lg:row-start-1">{brief}</div> : null}
        <div className="flex flex-col gap-3 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="relative aspect-video overflow-hidden rounded-xl bg-zinc-900">
            {phase === "recorded" && playbackUrl ? (
              <video key="playback" src={playbackUrl} controls playsInline className="size-full object-contain" aria-label={t("playbackLabel")} data-testid="recorder-playback" />
            ) : (
              <video
                key="preview"
                ref={previewRef}
                autoPlay
                muted
                playsInline
                className="size-full object-contain"
                aria-label={t("previewLabel")}
                data-testid="recorder-preview"
              />
            )}
            {live ? (
              <span className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white" role="timer" aria-live="off">
                <CircleIcon className={`size-3 fill-red-500 text-red-500 ${phase === "recording" ? "animate-pulse" : ""}`} aria-hidden />
                {phase === "paused" ? t("paused") : t("recording")} {stopwatch(elapsed)} / {stopwatch(RECORDER_MAX_SECONDS)}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">{t("limit", { minutes: RECORDER_MAX_SECONDS / 60 })}</p>

          <div className="flex flex-wrap gap-2">
            {phase === "idle" ? (
              <Button type="button" onClick={start} disabled={!camera.stream}>
                <CircleIcon className="fill-current" aria-hidden />
                {t("record")}
              </Button>
            ) : null}
            {phase === "recording" ? (
              <Button type="button" variant="outline" onClick={pause}>
                <PauseIcon aria-hidden />
                {t("pause")}
              </Button>
            ) : null}
            {phase === "paused" ? (
              <Button type="button" variant="outline" onClick={resume}>
                <PlayIcon aria-hidden />
                {t("resume")}
              </Button>
            ) : null}
            {live ? (
              <Button type="button" variant="destructive" onClick={stop}>
                <SquareIcon aria-hidden />
                {t("stop")}
              </Button>
            ) : null}
            {phase === "recorded" && recording && playbackUrl ? (
              <>
                <Button type="button" variant="outline" onClick={recordAgain} disabled={uploading}>
                  <RotateCcwIcon aria-hidden />
                  {t("recordAgain")}
                </Button>
                <Button asChild variant="outline">
                  <a href={playbackUrl} download={`recording-${recording.recordedAt}.webm`}>
                    <DownloadIcon aria-hidden />
                    {t("download")}
                  </a>
                </Button>
                <Button type="button" variant="outline" onClick={() => onAddThumbnail(recording)} disabled={uploading}>
                  <ImageIcon aria-hidden />
                  {t("addThumbnail")}
                </Button>
                <Button type="button" onClick={upload} disabled={uploading || !canUpload}>
                  <UploadIcon aria-hidden />
                  {uploading ? t("uploading") : t("upload")}
                </Button>
              </>
            ) : null}
          </div>
          {uploadError ? (
            <p role="alert" className="text-sm text-destructive">
              {uploadError}
            </p>
          ) : null}

          {phase !== "recorded" ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="recorder-camera">{t("camera")}</Label>
                <OptionSelect
                  id="recorder-camera"
                  value={camera.cameraId}
                  onValueChange={(value) => camera.pickCamera(value)}
                  disabled={live || camera.cameras.length === 0}
                  options={camera.cameras.map((device, index) => ({ value: device.deviceId, label: device.label || t("cameraN", { n: index + 1 }) }))}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="recorder-microphone">{t("microphone")}</Label>
                <OptionSelect
                  id="recorder-microphone"
                  value={camera.microphoneId}
                  onValueChange={(value) => camera.pickMicrophone(value)}
                  disabled={live || camera.microphones.length === 0}
                  options={camera.microphones.map((device, index) => ({ value: device.deviceId, label: device.label || t("microphoneN", { n: index + 1 }) }))}
                />
                <MicrophoneLevel stream={camera.stream} label={t("microphoneLevel")} />
              </div>
            </div>
          ) : null}
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <WatermarkSettings config={watermark} onChange={onWatermarkChange} status={watermarkStatus} source={phase === "recorded" ? null : previewElement} />
        </div>
      </div>
    </section>
  );
}
