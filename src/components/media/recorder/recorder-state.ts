/** The recorder's state as data: what the view shows, changed only by the actions below (no browser APIs here). */

export interface Recording {
  blob: Blob;
  /** Seconds. */
  duration: number;
  /** When it was made, ms since the epoch (its download is named by it). */
  recordedAt: number;
}

type RecorderPhase = "idle" | "recording" | "paused" | "recorded";
type RecorderFailure = "denied" | "deviceFailed" | "startFailed" | "empty" | "processFailed";

export interface RecorderState {
  phase: RecorderPhase;
  failure: RecorderFailure | null;
  /** Seconds recorded so far (pauses left out). */
  elapsed: number;
  recording: Recording | null;
  /** Minutes since a recording restored from this browser was made; null when none was restored. */
  restoredMinutesAgo: number | null;
  uploading: boolean;
  uploadError: string | null;
}

export type RecorderAction =
  | { type: "restored"; recording: Recording; minutesAgo: number }
  | { type: "started" }
  | { type: "tick"; elapsed: number }
  | { type: "paused" }
  | { type: "resumed" }
  | { type: "finished"; recording: Recording }
  | { type: "failed"; failure: RecorderFailure }
  | { type: "discarded" }
  | { type: "uploadStarted" }
  | { type: "uploadFailed"; message: string }
  | { type: "uploadEnded" };

export const initialRecorderState: RecorderState = {
  phase: "idle",
  failure: null,
  elapsed: 0,
  recording: null,
  restoredMinutesAgo: null,
  uploading: false,
  uploadError: null,
};

export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case "restored":
      // A recording made meanwhile wins over one restored late.
      if (state.phase !== "idle") return state;
      return { ...state, phase: "recorded", recording: action.recording, restoredMinutesAgo: action.minutesAgo };
    case "started":
      return { ...initialRecorderState, phase: "recording" };
    case "tick":
      return state.phase === "recording" ? { ...state, elapsed: action.elapsed } : state;
    case "paused":
      return state.phase === "recording" ? { ...state, phase: "paused" } : state;
    case "resumed":
      return state.phase === "paused" ? { ...state, phase: "recording" } : state;
    case "finished":
      return { ...state, phase: "recorded", recording: action.recording, elapsed: action.recording.duration };
    case "failed":
      // Failing to record leaves nothing recorded; the camera's own failures are shown from the camera.
      return { ...state, phase: state.phase === "recorded" ? "recorded" : "idle", failure: action.failure };
    case "discarded":
      return { ...initialRecorderState };
    case "uploadStarted":
      return { ...state, uploading: true, uploadError: null };
    case "uploadFailed":
      return { ...state, uploading: false, uploadError: action.message };
    case "uploadEnded":
      return { ...state, uploading: false };
  }
}
