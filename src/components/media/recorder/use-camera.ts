"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { RECORDER_IDEAL_HEIGHT, RECORDER_IDEAL_WIDTH } from "@/lib/media/recorder";

export type CameraError = "denied" | "failed";

/**
 * The camera and microphone: asks for them (ideal 1920x1080), lists the devices once allowed, and
 * reopens the stream when another device is picked.
 */
export function useCamera(enabled: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<CameraError | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState("");
  const [microphoneId, setMicrophoneId] = useState("");
  const current = useRef<MediaStream | null>(null);

  const open = useCallback(async (videoId: string, audioId: string) => {
    current.current?.getTracks().forEach((track) => track.stop());
    current.current = null;
    setStream(null);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("no media devices");
      const next = await navigator.mediaDevices.getUserMedia({
        video: {
          width: { ideal: RECORDER_IDEAL_WIDTH },
          height: { ideal: RECORDER_IDEAL_HEIGHT },
          ...(videoId ? { deviceId: { exact: videoId } } : {}),
        },
        audio: audioId ? { deviceId: { exact: audioId } } : true,
      });
      current.current = next;
      setStream(next);
      setError(null);
      const devices = await navigator.mediaDevices.enumerateDevices();
      setCameras(devices.filter((d) => d.kind === "videoinput"));
      setMicrophones(devices.filter((d) => d.kind === "audioinput"));
      setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? videoId);
      setMicrophoneId(next.getAudioTracks()[0]?.getSettings().deviceId ?? audioId);
    } catch (cause) {
      const name = cause instanceof DOMException ? cause.name : "";
      setError(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "failed");
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // Opening the camera is the external system this effect synchronises with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void open("", "");
    return () => {
      current.current?.getTracks().forEach((track) => track.stop());
      current.current = null;
    };
  }, [enabled, open]);

  return {
    stream,
    error,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    pickCamera: (id: string) => void open(id, microphoneId),
    pickMicrophone: (id: string) => void open(cameraId, id),
    retry: () => void open(cameraId, microphoneId),
  };
}
