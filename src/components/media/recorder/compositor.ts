import { drawWatermark, type WatermarkConfig } from "@/lib/media/watermark";

const FRAME_RATE = 30;

/**
 * Burns the watermark into the recording: the camera's frames are drawn with the watermark onto a canvas
 * whose stream (with the microphone's audio) is what gets recorded.
 */
export function compositeWithWatermark(video: HTMLVideoElement, camera: MediaStream, watermark: () => WatermarkConfig) {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth || 1280;
  canvas.height = video.videoHeight || 720;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d canvas");
  let frame = 0;
  const draw = () => {
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    drawWatermark(ctx, watermark());
    frame = requestAnimationFrame(draw);
  };
  draw();
  const stream = canvas.captureStream(FRAME_RATE);
  for (const track of camera.getAudioTracks()) stream.addTrack(track);
  return {
    stream,
    stop() {
      cancelAnimationFrame(frame);
      for (const track of stream.getVideoTracks()) track.stop();
    },
  };
}
