"use client";

import type Hls from "hls.js";
import { DownloadIcon, MaximizeIcon, MinimizeIcon, PauseIcon, PlayIcon, RotateCcwIcon, RotateCwIcon, Volume2Icon, VolumeXIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { clock } from "@/lib/media/clock";
import { downloadFileName, PLAYER_BACK_BUFFER_SECONDS, PLAYER_CONTROLS_HIDE_MS, PLAYER_SKIP_SECONDS } from "@/lib/media/player";
import { STREAM_QUALITIES, type StreamQuality } from "@/lib/media/renditions";
import { cn } from "@/lib/utils";
import { downloadAs } from "../download";

type PlayerError = "unavailable" | "streamFailed" | "initFailed";
/** Media errors recovered in a row before the stream is given up. */
const MAX_MEDIA_RECOVERIES = 3;

/** The control bar's icon buttons: 32 px on phones so one line fits at 390 px, 40 px from `sm` up. */
const controlButton = "size-8 shrink-0 text-white hover:bg-white/20 hover:text-white sm:size-10";

/**
 * Screen 5: plays a video from its address (`/api/media/{id}` or a share link's), through HLS with a quality
 * choice when renditions exist, recovering from network and media errors; skip 10 s, volume, download, fullscreen, and
 * controls that hide after PLAYER_CONTROLS_HIDE_MS of play without pointer movement (at once when the pointer leaves),
 * so they do not cover the picture's captions; a move, tap or keyboard focus shows them again, and they stay while a
 * control has keyboard focus or the quality list is open. One line of controls at any width (390 px phones included). `file` instead of `base` plays and downloads one plain MP4 (the demo's seeded clips).
 */
export function VideoPlayer({
  base,
  file,
  hasHls,
  hasPoster,
  posterUrl,
  title,
  downloadName,
}: ({ base: string; file?: undefined } | { base?: undefined; file: string }) & {
  hasHls: boolean;
  hasPoster: boolean;
  /** The download's file name (a delivered video's creator-occasion-date.mp4); else video-{timestamp}.mp4. */
  downloadName?: string;
  /** A chosen thumbnail, shown before play instead of the processed poster frame. */
  posterUrl?: string;
  title: string;
}) {
  const t = useTranslations("player");
  const te = useTranslations("player.errors");
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  /** The frame as state, for the quality list to open inside it in fullscreen. */
  const [frameElement, setFrameElement] = useState<HTMLDivElement | null>(null);
  const [qualityOpen, setQualityOpen] = useState(false);
  const qualityOpenRef = useRef(false);
  const [fullscreen, setFullscreen] = useState(false);
  const hls = useRef<Hls | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [heights, setHeights] = useState<number[]>([]);
  const [quality, setQuality] = useState<StreamQuality>("auto");
  const [error, setError] = useState<PlayerError | null>(null);
  const [notice, setNotice] = useState<"recovering" | "noHls" | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let disposed = false;
    const master = `${base}/hls/master.m3u8`;
    const original = file ?? `${base}/original`;
    (async () => {
      if (!hasHls || !base) {
        element.src = original;
        return;
      }
      const { default: HlsJs } = await import("hls.js");
      if (disposed) return;
      if (HlsJs.isSupported()) {
        const player = new HlsJs({ lowLatencyMode: true, backBufferLength: PLAYER_BACK_BUFFER_SECONDS });
        hls.current = player;
        let recoveries = 0;
        player.on(HlsJs.Events.MANIFEST_PARSED, () => setHeights(player.levels.map((level) => level.height)));
        player.on(HlsJs.Events.FRAG_LOADED, () => {
          recoveries = 0;
          setNotice(null);
        });
        player.on(HlsJs.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR) {
            setNotice("recovering");
            player.startLoad();
          } else if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR && recoveries++ < MAX_MEDIA_RECOVERIES) {
            setNotice("recovering");
            player.recoverMediaError();
          } else {
            player.destroy();
            hls.current = null;
            setError("streamFailed");
          }
        });
        player.loadSource(master);
        player.attachMedia(element);
      } else if (element.canPlayType("application/vnd.apple.mpegurl")) {
        element.src = master;
      } else {
        setNotice("noHls");
        element.src = `${base}/download.mp4`;
      }
    })().catch(() => setError("initFailed"));
    return () => {
      disposed = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [base, file, hasHls]);

  /** Hides the controls while the video plays, unless a control has keyboard focus or the quality list is open. */
  function hideControls() {
    if (!video.current || video.current.paused || qualityOpenRef.current) return;
    if (frame.current?.querySelector(":focus-visible")) return;
    setControlsVisible(false);
  }

  function showControls() {
    setControlsVisible(true);
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(hideControls, PLAYER_CONTROLS_HIDE_MS);
  }

  useEffect(() => () => void (hideTimer.current && clearTimeout(hideTimer.current)), []);

  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void frame.current?.requestFullscreen().catch(() => {});
    showControls();
  }

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => {});
    else element.pause();
    showControls();
  }

  function skip(seconds: number) {
    const element = video.current;
    if (!element) return;
    element.currentTime = Math.max(0, Math.min(element.duration || 0, element.currentTime + seconds));
    showControls();
  }

  function pickQuality(next: StreamQuality) {
    setQuality(next);
    const player = hls.current;
    if (!player) return;
    player.currentLevel = next === "auto" ? -1 : player.levels.findIndex((level) => `${level.height}p` === next);
  }

  function changeVolume(next: number) {
    const element = video.current;
    if (!element) return;
    element.volume = next;
    element.muted = next === 0;
  }

  const qualities = STREAM_QUALITIES.filter((q) => q === "auto" || heights.some((h) => `${h}p` === q));

  if (error) {
    return (
      <div role="alert" className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-zinc-900 p-6 text-center text-white">
        <p className="text-lg font-semibold">{error === "unavailable" ? t("unavailableTitle") : te(error)}</p>
        {error === "unavailable" ? <p className="text-sm text-zinc-300">{t("unavailableBody")}</p> : null}
      </div>
    );
  }

  return (
    <div
      ref={(element) => {
        frame.current = element;
        setFrameElement(element);
      }}
      className="group relative aspect-video w-full overflow-hidden rounded-xl bg-black"
      onMouseMove={showControls}
      onMouseLeave={hideControls}
      onTouchStart={showControls}
      onFocusCapture={showControls}
      data-testid="video-player"
    >
      <video
        ref={video}
        className="size-full"
        playsInline
        poster={posterUrl ?? (hasPoster ? `${base}/poster.jpg` : undefined)}
        aria-label={title}
        onClick={toggle}
        onPlay={() => {
          setPlaying(true);
          showControls();
        }}
        onPause={() => {
          setPlaying(false);
          setControlsVisible(true);
        }}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onVolumeChange={(e) => {
          setVolume(e.currentTarget.volume);
          setMuted(e.currentTarget.muted);
        }}
        onError={() => {
          if (!hls.current) setError("unavailable");
        }}
      />
      {notice ? (
        <p role="status" className="absolute top-3 left-3 rounded bg-black/70 px-2 py-1 text-xs text-white">
          {te(notice)}
        </p>
      ) : null}
      <div
        className={cn(
          "absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/80 to-transparent px-2 pt-4 pb-1.5 text-white transition-opacity duration-300 sm:gap-2 sm:p-3",
          controlsVisible ? "opacity-100" : "pointer-events-none opacity-0",
        )}
        data-testid="player-controls"
        data-visible={controlsVisible}
      >
        <div className="flex items-center gap-2">
          <input
            type="range"
            min={0}
            max={Number.isFinite(duration) ? duration : 0}
            step={0.1}
            value={current}
            onChange={(e) => {
              if (video.current) video.current.currentTime = Number(e.target.value);
            }}
            aria-label={t("seek")}
            aria-valuetext={`${clock(current)} / ${clock(duration)}`}
            className="min-w-0 flex-1 accent-white"
          />
          <span className="shrink-0 text-xs tabular-nums">
            {clock(current)} / {clock(duration)}
          </span>
        </div>
        <div className="flex flex-nowrap items-center gap-0.5 sm:gap-1">
          <Button type="button" size="icon" variant="ghost" className={controlButton} onClick={() => skip(-PLAYER_SKIP_SECONDS)} aria-label={t("back", { seconds: PLAYER_SKIP_SECONDS })}>
            <RotateCcwIcon aria-hidden />
          </Button>
          <Button type="button" size="icon" variant="ghost" className={controlButton} onClick={toggle} aria-label={playing ? t("pause") : t("play")}>
            {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
          </Button>
          <Button type="button" size="icon" variant="ghost" className={controlButton} onClick={() => skip(PLAYER_SKIP_SECONDS)} aria-label={t("forward", { seconds: PLAYER_SKIP_SECONDS })}>
            <RotateCwIcon aria-hidden />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className={cn(controlButton, "ml-auto")}
            onClick={() => {
              if (video.current) video.current.muted = !video.current.muted;
            }}
            aria-label={muted ? t("unmute") : t("mute")}
          >
            {muted || volume === 0 ? <VolumeXIcon aria-hidden /> : <Volume2Icon aria-hidden />}
          </Button>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            onChange={(e) => changeVolume(Number(e.target.value))}
            aria-label={t("volume")}
            className="hidden w-20 accent-white sm:block"
          />
          {hasHls && qualities.length > 1 ? (
            <Select
              value={quality}
              onValueChange={(value) => pickQuality(value as StreamQuality)}
              open={qualityOpen}
              onOpenChange={(open) => {
                qualityOpenRef.current = open;
                setQualityOpen(open);
                if (!open) showControls();
              }}
            >
              <SelectTrigger aria-label={t("quality")} className="h-8 w-auto shrink-0 border-white/40 bg-black/60 px-2 text-xs text-white sm:text-sm">
                <SelectValue />
              </SelectTrigger>
              <SelectContent container={fullscreen ? frameElement : undefined} className="min-w-24">
                {qualities.map((q) => (
                  <SelectItem key={q} value={q}>
                    {q === "auto" ? t("auto") : q}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : null}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className={controlButton}
            onClick={() => downloadAs(file ?? `${base}/download.mp4`, downloadName ?? downloadFileName(Date.now()))}
            aria-label={t("download")}
          >
            <DownloadIcon aria-hidden />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className={controlButton}
            onClick={toggleFullscreen}
            aria-label={fullscreen ? t("exitFullscreen") : t("fullscreen")}
          >
            {fullscreen ? <MinimizeIcon aria-hidden /> : <MaximizeIcon aria-hidden />}
          </Button>
        </div>
      </div>
    </div>
  );
}
