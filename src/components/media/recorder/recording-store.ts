import { isSavedRecordingFresh, type SavedRecording } from "@/lib/media/recorder";

const DB_NAME = "lakou-recorder";
const STORE = "recordings";
const KEY = "current";

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps the latest recording in this browser (IndexedDB), replacing the previous one. */
export const saveRecording = (recording: SavedRecording) => run("readwrite", (store) => store.put(recording, KEY));

export const clearRecording = () => run("readwrite", (store) => store.delete(KEY));

/** The saved recording when it is younger than 30 minutes; an older one is discarded. */
export async function loadFreshRecording(now: number): Promise<SavedRecording | null> {
  const saved = (await run("readonly", (store) => store.get(KEY))) as SavedRecording | undefined;
  if (!saved) return null;
  if (isSavedRecordingFresh(saved.timestamp, now)) return saved;
  await clearRecording();
  return null;
}
