"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import {
  drawWatermark,
  WATERMARK_FONTS,
  WATERMARK_LIMITS,
  WATERMARK_POSITIONS,
  WATERMARK_PRESET_VALUES,
  WATERMARK_PRESETS,
  WATERMARK_PREVIEW_MAX,
  type WatermarkConfig,
  watermarkIssues,
} from "@/lib/media/watermark";

/** Fits a frame inside the preview's 400x300 box. */
function previewSize(width: number, height: number) {
  const scale = Math.min(WATERMARK_PREVIEW_MAX.width / width, WATERMARK_PREVIEW_MAX.height / height, 1);
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

/** The watermark's settings, presets and a live preview canvas drawn from the camera. */
export function WatermarkSettings({
  config,
  onChange,
  status,
  source,
}: {
  config: WatermarkConfig;
  onChange: (next: WatermarkConfig) => void;
  /** Whether the settings were saved (the studio keeps them for the creator's next recordings). */
  status?: string | null;
  source: HTMLVideoElement | null;
}) {
  const t = useTranslations("recorder.watermark");
  const canvas = useRef<HTMLCanvasElement>(null);
  const latest = useRef(config);
  useEffect(() => {
    latest.current = config;
  }, [config]);

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const target = canvas.current;
      const ctx = target?.getContext("2d");
      if (target && ctx) {
        const width = source?.videoWidth || 1280;
        const height = source?.videoHeight || 720;
        const size = previewSize(width, height);
        if (target.width !== size.width) target.width = size.width;
        if (target.height !== size.height) target.height = size.height;
        if (source && source.readyState >= 2) ctx.drawImage(source, 0, 0, size.width, size.height);
        else {
          ctx.fillStyle = "#3f3f46";
          ctx.fillRect(0, 0, size.width, size.height);
        }
        drawWatermark(ctx, latest.current, size.scale);
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [source]);

  const issues = watermarkIssues(config);
  const set = <K extends keyof WatermarkConfig>(key: K, value: WatermarkConfig[K]) => onChange({ ...config, [key]: value });
  const { fontSize, opacity, padding } = WATERMARK_LIMITS;

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border p-4">
      <legend className="px-1 text-base font-semibold">{t("title")}</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={config.enabled}
          onChange={(e) => set("enabled", e.target.checked)}
        />
        {t("enabled")}
      </label>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="wm-text">{t("text")}</Label>
        <Input
          id="wm-text"
          value={config.text}
          maxLength={60}
          onChange={(e) => set("text", e.target.value)}
          aria-invalid={issues.includes("textRequired")}
          aria-describedby={issues.includes("textRequired") ? "wm-text-error" : undefined}
        />
        {issues.includes("textRequired") ? (
          <p id="wm-text-error" className="text-sm text-destructive">
            {t("textRequired")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" id="wm-presets">
          {t("presets")}
        </span>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby="wm-presets">
          {WATERMARK_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onChange({ ...config, backgroundColor: "rgba(0, 0, 0, 0.7)", ...WATERMARK_PRESET_VALUES[preset] })}
            >
              {t(`preset.${preset}`)}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="wm-position">{t("position")}</Label>
          <OptionSelect
            id="wm-position"
            value={config.position}
            onValueChange={(value) => set("position", value as WatermarkConfig["position"])}
            options={WATERMARK_POSITIONS.map((position) => ({ value: position, label: t(`positions.${position}`) }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="wm-font">{t("font")}</Label>
          <OptionSelect
            id="wm-font"
            value={config.fontFamily}
            onValueChange={(value) => set("fontFamily", value)}
            options={WATERMARK_FONTS.map((font) => ({ value: font, label: font }))}
          />
        </div>
        <Slider id="wm-size" label={t("fontSize", { value: config.fontSize })} {...fontSize} value={config.fontSize} onChange={(v) => set("fontSize", v)} />
        <Slider id="wm-opacity" label={t("opacity", { value: Math.round(config.opacity * 100) })} {...opacity} value={config.opacity} onChange={(v) => set("opacity", v)} />
        <Slider id="wm-padding" label={t("padding", { value: config.padding })} {...padding} value={config.padding} onChange={(v) => set("padding", v)} />
        <div className="grid grid-cols-2 gap-3">
          <ColorField id="wm-color" label={t("color")} value={config.color} onChange={(v) => set("color", v)} invalid={issues.includes("color")} />
          <ColorField
            id="wm-background"
            label={t("background")}
            value={config.backgroundColor}
            onChange={(v) => set("backgroundColor", v)}
            invalid={issues.includes("backgroundColor")}
          />
        </div>
      </div>
      {issues.some((issue) => issue !== "textRequired") ? (
        <p className="text-sm text-destructive">{t("invalid")}</p>
      ) : null}
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {status}
      </p>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t("preview")}</span>
        <canvas ref={canvas} className="max-w-full rounded-md border" aria-label={t("previewLabel")} role="img" data-testid="watermark-preview" />
      </div>
    </fieldset>
  );
}

function Slider({
  id,
  label,
  min,
  max,
  step,
  value,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="accent-primary"
      />
    </div>
  );
}

function ColorField({
  id,
  label,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} spellCheck={false} />
    </div>
  );
}
