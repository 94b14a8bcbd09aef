"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  minutesAgo,
  RECORDER_MAX_SECONDS,
  RECORDER_MIME_TYPES,
  RECORDER_SLICE_MS,
  RECORDER_VIDEO_BITS_PER_SECOND,
} from "@/lib/media/recorder";
import { type WatermarkConfig, watermarkIssues } from "@/lib/media/watermark";
import { compositeWithWatermark } from "./compositor";
import { initialRecorderState, type Recording, recorderReducer } from "./recorder-state";
import { clearRecording, loadFreshRecording, saveRecording } from "./recording-store";
import { useCamera } from "./use-camera";

/**
 * The recorder's behaviour behind its view: the camera, MediaRecorder with the watermark burned in, the
 * timer and its automatic stop at 180 s, the recording kept in this browser for 30 minutes, and the upload.
 * Every change of what the view shows goes through `recorderReducer`.
 */
export function useRecorder({
  watermark,
  onUpload,
  uploadFailedMessage,
}: {
  watermark: WatermarkConfig;
  onUpload: (recording: Recording) => Promise<void>;
  uploadFailedMessage: string;
}) {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const camera = useCamera(state.phase !== "recorded");
  const preview = useRef<HTMLVideoElement | null>(null);
  const [previewElement, setPreviewElement] = useState<HTMLVideoElement | null>(null);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const compositor = useRef<ReturnType<typeof compositeWithWatermark> | null>(null);
  const watermarkRef = useRef(watermark);
  const timing = useRef({ startedAt: 0, pausedTotal: 0, pausedAt: 0 });

  useEffect(() => {
    watermarkRef.current = watermark;
  }, [watermark]);

  useEffect(() => {
    // The element changes when the preview comes back after "record again".
    if (preview.current && camera.stream) preview.current.srcObject = camera.stream;
  }, [camera.stream, previewElement]);

  // A recording saved in this browser less than 30 minutes ago comes back, with its age.
  useEffect(() => {
    let cancelled = false;
    loadFreshRecording(Date.now())
      .then((saved) => {
        if (cancelled || !saved) return;
        dispatch({ type: "restored", recording: { blob: saved.blob, duration: saved.duration, recordedAt: saved.timestamp }, minutesAgo: minutesAgo(saved.timestamp, Date.now()) });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!state.recording) return;
    const url = URL.createObjectURL(state.recording.blob);
    // The object URL is tied to the recording's life.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlaybackUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPlaybackUrl(null);
    };
  }, [state.recording]);

  const secondsSoFar = useCallback(() => {
    const { startedAt, pausedTotal, pausedAt } = timing.current;
    const now = pausedAt || performance.now();
    return Math.max(0, (now - startedAt - pausedTotal) / 1000);
  }, []);

  const stop = useCallback(() => {
    const media = recorder.current;
    if (!media || media.state === "inactive") return;
    if (!timing.current.pausedAt) timing.current.pausedAt = performance.now();
    media.stop();
    recorder.current = null;
  }, []);

  useEffect(() => {
    if (state.phase !== "recording") return;
    const timer = setInterval(() => {
      const seconds = secondsSoFar();
      dispatch({ type: "tick", elapsed: seconds });
      if (seconds >= RECORDER_MAX_SECONDS) stop();
    }, 250);
    return () => clearInterval(timer);
  }, [state.phase, secondsSoFar, stop]);

  function start() {
    const stream = camera.stream;
    const video = preview.current;
    if (!stream || !video) return;
    try {
      const mimeType = RECORDER_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? "";
      const useWatermark = watermark.enabled && watermarkIssues(watermark).length === 0;
      compositor.current = useWatermark ? compositeWithWatermark(video, stream, () => watermarkRef.current) : null;
      const media = new MediaRecorder(compositor.current?.stream ?? stream, { mimeType, videoBitsPerSecond: RECORDER_VIDEO_BITS_PER_SECOND });
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
          if (blob.size === 0) return dispatch({ type: "failed", failure: "empty" });
          const recordedAt = Date.now();
          dispatch({ type: "finished", recording: { blob, duration, recordedAt } });
          void saveRecording({ blob, duration, timestamp: recordedAt }).catch(() => {});
        } catch {
          dispatch({ type: "failed", failure: "processFailed" });
        }
      };
      media.start(RECORDER_SLICE_MS);
      recorder.current = media;
      timing.current = { startedAt: performance.now(), pausedTotal: 0, pausedAt: 0 };
      dispatch({ type: "started" });
    } catch {
      compositor.current?.stop();
      compositor.current = null;
      dispatch({ type: "failed", failure: "startFailed" });
    }
  }

  function pause() {
    recorder.current?.pause();
    timing.current.pausedAt = performance.now();
    dispatch({ type: "paused" });
  }

  function resume() {
    recorder.current?.resume();
    timing.current.pausedTotal += performance.now() - timing.current.pausedAt;
    timing.current.pausedAt = 0;
    dispatch({ type: "resumed" });
  }

  function recordAgain() {
    dispatch({ type: "discarded" });
    void clearRecording().catch(() => {});
  }

  async function upload() {
    if (!state.recording) return;
    dispatch({ type: "uploadStarted" });
    try {
      await onUpload(state.recording);
      await clearRecording().catch(() => {});
      dispatch({ type: "uploadEnded" });
    } catch (error) {
      dispatch({ type: "uploadFailed", message: error instanceof Error && error.message ? error.message : uploadFailedMessage });
    }
  }

  const previewRef = useCallback((node: HTMLVideoElement | null) => {
    preview.current = node;
    setPreviewElement(node);
  }, []);

  const cameraFailure = camera.error === "denied" ? "denied" : camera.error === "failed" ? "deviceFailed" : null;
  return {
    state,
    camera,
    /** The recorder's failure, else the camera's while it is needed. */
    failure: state.failure ?? (state.phase === "recorded" ? null : cameraFailure),
    cameraFailed: Boolean(cameraFailure) && !state.failure,
    previewRef,
    previewElement,
    playbackUrl,
    start,
    pause,
    resume,
    stop,
    recordAgain,
    upload,
  };
}
