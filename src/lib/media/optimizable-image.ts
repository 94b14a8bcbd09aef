/**
 * Whether next/image may resize `src` (its `unoptimized` is the opposite): raster pictures are resized for the
 * screen, while SVG (demo portraits, banners and category art) is already small and scales itself.
 */
export const isOptimizableImage = (src: string) => !src.endsWith(".svg");
