/** Saves an address (or a blob) under a file name, through a temporary link. */
export function downloadAs(source: string | Blob, fileName: string) {
  const href = typeof source === "string" ? source : URL.createObjectURL(source);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof source !== "string") setTimeout(() => URL.revokeObjectURL(href), 1000);
}
