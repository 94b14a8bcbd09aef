import type { UploadTarget } from "@/server/services/media/access";

/** An upload refused by the server, with its already translated message. */
export class UploadError extends Error {}

const MAX_RETRIES = 3;

async function failure(res: Response, fallback: string): Promise<UploadError> {
  const body = (await res.json().catch(() => null)) as { error?: string; fieldErrors?: Record<string, string> } | null;
  const field = body?.fieldErrors ? Object.values(body.fieldErrors)[0] : undefined;
  return new UploadError(field ?? body?.error ?? fallback);
}

/** Sends one chunk with XHR (fetch reports no upload progress); resolves with the server's answer. */
function putChunk(id: string, offset: number, chunk: Blob, onLoaded: (bytes: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", `/api/uploads/${id}`);
    xhr.setRequestHeader("upload-offset", String(offset));
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.upload.onprogress = (event) => onLoaded(event.loaded);
    xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status }));
    xhr.onerror = () => reject(new TypeError("network"));
    xhr.send(chunk);
  });
}

async function serverOffset(id: string): Promise<number> {
  const res = await fetch(`/api/uploads/${id}`);
  if (!res.ok) throw await failure(res, "");
  return ((await res.json()) as { receivedBytes: number }).receivedBytes;
}

/**
 * Uploads a file in chunks to the app's resumable upload endpoint. A dropped connection or a chunk the
 * server did not expect resumes from the server's offset; `onProgress` gets 0..1.
 */
export async function uploadFile({
  target,
  file,
  onProgress,
  fallbackError,
}: {
  target: UploadTarget;
  file: Blob;
  onProgress: (fraction: number) => void;
  fallbackError: string;
}): Promise<{ id: string; status: string }> {
  const start = await fetch("/api/uploads", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ target, sizeBytes: file.size }),
  });
  if (!start.ok) throw await failure(start, fallbackError);
  const { id, chunkBytes } = (await start.json()) as { id: string; chunkBytes: number };
  let offset = 0;
  let retries = 0;
  let status = "uploading";
  onProgress(0);
  while (offset < file.size) {
    try {
      const res = await putChunk(id, offset, file.slice(offset, offset + chunkBytes), (loaded) =>
        onProgress(Math.min(1, (offset + loaded) / file.size)),
      );
      if (res.status === 409) {
        offset = await serverOffset(id);
        continue;
      }
      if (!res.ok) throw await failure(res, fallbackError);
      ({ receivedBytes: offset, status } = (await res.json()) as { receivedBytes: number; status: string });
      retries = 0;
    } catch (error) {
      if (error instanceof UploadError || ++retries > MAX_RETRIES) throw error instanceof UploadError ? error : new UploadError(fallbackError);
      await new Promise((resolve) => setTimeout(resolve, 1000 * retries));
      offset = await serverOffset(id).catch(() => offset);
    }
  }
  onProgress(1);
  return { id, status };
}
