/** The watermark burned into recordings (spec §3, §5, §9). */
export const WATERMARK_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right", "center"] as const;
type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];
export const WATERMARK_FONTS = ["Arial", "Georgia", "Verdana", "Courier New", "Impact"] as const;
export const WATERMARK_PRESETS = ["minimal", "bold", "subtle", "branded"] as const;
export type WatermarkPreset = (typeof WATERMARK_PRESETS)[number];

export interface WatermarkConfig {
  text: string;
  position: WatermarkPosition;
  fontSize: number;
  fontFamily: string;
  color: string;
  backgroundColor: string;
  opacity: number;
  padding: number;
  enabled: boolean;
}

export const WATERMARK_LIMITS = {
  fontSize: { min: 12, max: 72, step: 2 },
  opacity: { min: 0.1, max: 1, step: 0.1 },
  padding: { min: 0, max: 50, step: 2 },
} as const;
/** Validation accepts opacity down to 0 (the slider starts at 0.1). */
const WATERMARK_OPACITY_RANGE = { min: 0, max: 1 } as const;
export const WATERMARK_PREVIEW_MAX = { width: 400, height: 300 } as const;
const WATERMARK_MARGIN = 20;

export const WATERMARK_DEFAULTS: WatermarkConfig = {
  text: "",
  position: "bottom-right",
  fontSize: 24,
  fontFamily: "Arial",
  color: "#ffffff",
  backgroundColor: "rgba(0, 0, 0, 0.7)",
  opacity: 0.9,
  padding: 12,
  enabled: false,
};

export const WATERMARK_PRESET_VALUES: Record<WatermarkPreset, Partial<WatermarkConfig>> = {
  minimal: { fontSize: 18, opacity: 0.7, padding: 8 },
  bold: { fontSize: 32, opacity: 1, padding: 16 },
  subtle: { fontSize: 16, opacity: 0.5, padding: 6, backgroundColor: "transparent" },
  branded: { fontSize: 24, opacity: 0.9, padding: 12, backgroundColor: "rgba(124, 58, 237, 0.85)" },
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;
export const isWatermarkColor = (value: string) => HEX.test(value.trim()) || RGB.test(value.trim());

export type WatermarkIssue = "textRequired" | "fontSize" | "opacity" | "padding" | "color" | "backgroundColor";

/** What is wrong with an enabled watermark (nothing when it is off). */
export function watermarkIssues(config: WatermarkConfig): WatermarkIssue[] {
  if (!config.enabled) return [];
  const issues: WatermarkIssue[] = [];
  const { fontSize, padding } = WATERMARK_LIMITS;
  if (!config.text.trim()) issues.push("textRequired");
  if (!(config.fontSize >= fontSize.min && config.fontSize <= fontSize.max)) issues.push("fontSize");
  if (!(config.opacity >= WATERMARK_OPACITY_RANGE.min && config.opacity <= WATERMARK_OPACITY_RANGE.max)) issues.push("opacity");
  if (!(config.padding >= padding.min && config.padding <= padding.max)) issues.push("padding");
  if (!isWatermarkColor(config.color)) issues.push("color");
  if (config.backgroundColor !== "transparent" && !isWatermarkColor(config.backgroundColor)) issues.push("backgroundColor");
  return issues;
}

/**
 * Draws the watermark onto a frame already on the canvas. `scale` shrinks sizes for the small preview,
 * so the preview looks like the recording.
 */
export function drawWatermark(ctx: CanvasRenderingContext2D, config: WatermarkConfig, scale = 1) {
  if (!config.enabled || !config.text.trim()) return;
  const { width, height } = ctx.canvas;
  const fontSize = config.fontSize * scale;
  const padding = config.padding * scale;
  const margin = WATERMARK_MARGIN * scale;
  ctx.save();
  ctx.globalAlpha = config.opacity;
  ctx.font = `${fontSize}px ${config.fontFamily}`;
  ctx.textBaseline = "top";
  const textWidth = ctx.measureText(config.text).width;
  const boxWidth = textWidth + padding * 2;
  const boxHeight = fontSize + padding * 2;
  const left = config.position.endsWith("left") ? margin : config.position.endsWith("right") ? width - boxWidth - margin : (width - boxWidth) / 2;
  const top = config.position.startsWith("top") ? margin : config.position.startsWith("bottom") ? height - boxHeight - margin : (height - boxHeight) / 2;
  if (config.backgroundColor !== "transparent") {
    ctx.fillStyle = config.backgroundColor;
    ctx.fillRect(left, top, boxWidth, boxHeight);
  }
  ctx.fillStyle = config.color;
  ctx.fillText(config.text, left + padding, top + padding);
  ctx.restore();
}
