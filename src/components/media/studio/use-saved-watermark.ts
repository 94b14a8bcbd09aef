"use client";

import { useEffect, useRef, useState } from "react";
import { type WatermarkConfig, watermarkIssues } from "@/lib/media/watermark";
import { api } from "@/trpc/react";

/** How long the settings rest before they are saved. */
const SAVE_AFTER_MS = 800;

export type WatermarkSaveState = "idle" | "saving" | "saved" | "failed";

/** The creator's watermark: starts from what the server has for them and saves each valid change, once it rests. */
export function useSavedWatermark(initial: WatermarkConfig) {
  const [config, setConfig] = useState(initial);
  const [saveState, setSaveState] = useState<WatermarkSaveState>("idle");
  const save = api.media.saveWatermark.useMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function change(next: WatermarkConfig) {
    setConfig(next);
    if (timer.current) clearTimeout(timer.current);
    if (watermarkIssues(next).length > 0) return;
    timer.current = setTimeout(() => {
      setSaveState("saving");
      save.mutate(next, { onSuccess: () => setSaveState("saved"), onError: () => setSaveState("failed") });
    }, SAVE_AFTER_MS);
  }

  return { config, change, saveState };
}
