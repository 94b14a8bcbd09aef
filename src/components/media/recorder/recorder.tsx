"use client";

import { CircleIcon, DownloadIcon, ImageIcon, PauseIcon, PlayIcon, RotateCcwIcon, SquareIcon, UploadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  minutesAgo,
  RECORDER_MAX_SECONDS,
  RECORDER_MIME_TYPES,
  RECORDER_SLICE_MS,
  RECORDER_VIDEO_BITS_PER_SECOND,
} from "@/lib/media/recorder";
import { WATERMARK_DEFAULTS, type WatermarkConfig, watermarkIssues } from "@/lib/media/watermark";
import { compositeWithWatermark } from "./compositor";
import { MicrophoneLevel } from "./microphone-level";
import { clearRecording, loadFreshRecording, saveRecording } from "./recording-store";
import { useCamera } from "./use-camera";
import { WatermarkSettings } from "./watermark-settings";

export interface Recording {
  blob: Blob;
  /** Seconds. */
  duration: number;
}

type Phase = "idle" | "recording" | "paused" | "recorded";
type Failure = "denied" | "deviceFailed" | "startFailed" | "empty" | "processFailed";

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/**
 * Screen 6: camera and microphone previews with device pickers; record, pause, resume, stop (or the automatic
 * stop at 180 s); playback, record again, download, add a thumbnail, upload. The recording is kept in this
 * browser and offered back for 30 minutes; with the watermark on, it is burned into the recorded frames.
 */
export function Recorder({
  onUpload,
  onAddThumbnail,
  canUpload,
  watermarkText = "",
}: {
  onUpload: (recording: Recording) => Promise<void>;
  onAddThumbnail: (recording: Recording) => void;
  canUpload: boolean;
  watermarkText?: string;
}) {
  const t = useTranslations("recorder");
  const te = useTranslations("recorder.errors");
  const [phase, setPhase] = useState<Phase>("idle");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const [watermark, setWatermark] = useState<WatermarkConfig>({ ...WATERMARK_DEFAULTS, text: watermarkText });
  const camera = useCamera(phase !== "recorded");
  const preview = useRef<HTMLVideoElement>(null);
  const [previewElement, setPreviewElement] = useState<HTMLVideoElement | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const compositor = useRef<ReturnType<typeof compositeWithWatermark> | null>(null);
  const watermarkRef = useRef(watermark);
  const timing = useRef({ startedAt: 0, pausedTotal: 0, pausedAt: 0 });

  useEffect(() => {
    watermarkRef.current = watermark;
  }, [watermark]);

  useEffect(() => {
    if (preview.current && camera.stream) preview.current.srcObject = camera.stream;
  }, [camera.stream, phase]);

  // A recording saved in this browser less than 30 minutes ago comes back, with its age.
  useEffect(() => {
    let cancelled = false;
    loadFreshRecording(Date.now())
      .then((saved) => {
        if (cancelled || !saved) return;
        setRecording({ blob: saved.blob, duration: saved.duration });
        setNotice(minutesAgo(saved.timestamp, Date.now()));
        setPhase("recorded");
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!recording) return;
    const url = URL.createObjectURL(recording.blob);
    // The object URL is tied to the recording's life.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlaybackUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [recording]);

  const secondsSoFar = () => {
    const { startedAt, pausedTotal, pausedAt } = timing.current;
    const now = pausedAt || performance.now();
    return Math.max(0, (now - startedAt - pausedTotal) / 1000);
  };

  useEffect(() => {
    if (phase !== "recording") return;
    const timer = setInterval(() => {
      const seconds = secondsSoFar();
      setElapsed(seconds);
      if (seconds >= RECORDER_MAX_SECONDS) stop();
    }, 250);
    return () => clearInterval(timer);
  }, [phase]);

  function start() {
    setFailure(null);
    setUploadError(null);
    setNotice(null);
    const stream = camera.stream;
    const video = preview.current;
    if (!stream || !video) return;
    try {
      const mimeType = RECORDER_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? "";
      const useWatermark = watermark.enabled && watermarkIssues(watermark).length === 0;
      compositor.current = useWatermark ? compositeWithWatermark(video, stream, () => watermarkRef.current) : null;
      const media = new MediaRecorder(compositor.current?.stream ?? stream, {
        mimeType,
        videoBitsPerSecond: RECORDER_VIDEO_BITS_PER_SECOND,
      });
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        compositor.current?.stop();
        compositor.current = null;
        const duration = Math.min(secondsSoFar(), RECORDER_MAX_SECONDS);
        try {
          const blob = new Blob(chunks, { type: mimeType || "video/webm" });
          if (blob.size === 0) {
            setFailure("empty");
            setPhase("idle");
            return;
          }
          const done = { blob, duration };
          setRecording(done);
          setPhase("recorded");
          void saveRecording({ ...done, timestamp: Date.now() }).catch(() => {});
        } catch {
          setFailure("processFailed");
          setPhase("idle");
        }
      };
      media.start(RECORDER_SLICE_MS);
      recorder.current = media;
      timing.current = { startedAt: performance.now(), pausedTotal: 0, pausedAt: 0 };
      setElapsed(0);
      setPhase("recording");
    } catch {
      compositor.current?.stop();
      compositor.current = null;
      setFailure("startFailed");
    }
  }

  function pause() {
    recorder.current?.pause();
    timing.current.pausedAt = performance.now();
    setPhase("paused");
  }

  function resume() {
    recorder.current?.resume();
    timing.current.pausedTotal += performance.now() - timing.current.pausedAt;
    timing.current.pausedAt = 0;
    setPhase("recording");
  }

  function stop() {
    const media = recorder.current;
    if (!media || media.state === "inactive") return;
    if (!timing.current.pausedAt) timing.current.pausedAt = performance.now();
    media.stop();
    recorder.current = null;
  }

  function recordAgain() {
    setRecording(null);
    setPlaybackUrl(null);
    setElapsed(0);
    setNotice(null);
    setUploadError(null);
    setPhase("idle");
    void clearRecording().catch(() => {});
  }

  async function upload() {
    if (!recording) return;
    setUploading(true);
    setUploadError(null);
    try {
      await onUpload(recording);
      await clearRecording().catch(() => {});
    } catch (error) {
      setUploadError(error instanceof Error && error.message ? error.message : te("uploadFailed"));
    } finally {
      setUploading(false);
    }
  }

  const cameraFailure: Failure | null = camera.error === "denied" ? "denied" : camera.error === "failed" ? "deviceFailed" : null;
  const shownFailure = failure ?? (phase === "recorded" ? null : cameraFailure);
  const live = phase === "recording" || phase === "paused";

  return (
    <section aria-labelledby="recorder-title" className="flex flex-col gap-4">
      <h2 id="recorder-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {notice !== null ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
          {t("restored", { minutes: notice })}
        </p>
      ) : null}
      {shownFailure ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <span>{te(shownFailure)}</span>
          {cameraFailure && !failure ? (
            <Button type="button" size="sm" variant="outline" onClick={camera.retry}>
              {t("retry")}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <div className="relative aspect-video overflow-hidden rounded-xl bg-zinc-900">
            {phase === "recorded" && playbackUrl ? (
              <video key="playback" src={playbackUrl} controls playsInline className="size-full object-contain" aria-label={t("playbackLabel")} data-testid="recorder-playback" />
            ) : (
              <video
                key="preview"
                ref={(node) => {
                  preview.current = node;
                  setPreviewElement(node);
                }}
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
                {phase === "paused" ? t("paused") : t("recording")} {clock(elapsed)} / {clock(RECORDER_MAX_SECONDS)}
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
                  <a href={playbackUrl} download={`recording-${Date.now()}.webm`}>
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
                <NativeSelect id="recorder-camera" value={camera.cameraId} onChange={(e) => camera.pickCamera(e.target.value)} disabled={live || camera.cameras.length === 0}>
                  {camera.cameras.map((device, index) => (
                    <option key={device.deviceId || index} value={device.deviceId}>
                      {device.label || t("cameraN", { n: index + 1 })}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="recorder-microphone">{t("microphone")}</Label>
                <NativeSelect
                  id="recorder-microphone"
                  value={camera.microphoneId}
                  onChange={(e) => camera.pickMicrophone(e.target.value)}
                  disabled={live || camera.microphones.length === 0}
                >
                  {camera.microphones.map((device, index) => (
                    <option key={device.deviceId || index} value={device.deviceId}>
                      {device.label || t("microphoneN", { n: index + 1 })}
                    </option>
                  ))}
                </NativeSelect>
                <MicrophoneLevel stream={camera.stream} label={t("microphoneLevel")} />
              </div>
            </div>
          ) : null}
        </div>
        <WatermarkSettings config={watermark} onChange={setWatermark} source={phase === "recorded" ? null : previewElement} />
      </div>
    </section>
  );
}
