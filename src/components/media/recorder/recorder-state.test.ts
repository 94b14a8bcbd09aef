import { describe, expect, it } from "vitest";
import { initialRecorderState, recorderReducer, type RecorderAction, type RecorderState } from "./recorder-state";

const run = (actions: RecorderAction[], from: RecorderState = initialRecorderState) => actions.reduce(recorderReducer, from);
const recording = { blob: new Blob(["x"]), duration: 4.2, recordedAt: 1 };

describe("the recorder's state", () => {
  it("records, pauses, resumes and stops with its length", () => {
    const live = run([{ type: "started" }, { type: "tick", elapsed: 1 }, { type: "paused" }, { type: "tick", elapsed: 9 }]);
    expect(live).toMatchObject({ phase: "paused", elapsed: 1 });
    const done = run([{ type: "resumed" }, { type: "finished", recording }], live);
    expect(done).toMatchObject({ phase: "recorded", recording, elapsed: 4.2 });
  });

  it("offers a restored recording only when nothing was recorded meanwhile", () => {
    expect(run([{ type: "restored", recording, minutesAgo: 3 }])).toMatchObject({ phase: "recorded", restoredMinutesAgo: 3 });
    expect(run([{ type: "started" }, { type: "restored", recording, minutesAgo: 3 }])).toMatchObject({ phase: "recording", recording: null });
  });

  it("an empty recording fails back to idle; record again clears everything", () => {
    expect(run([{ type: "started" }, { type: "failed", failure: "empty" }])).toMatchObject({ phase: "idle", failure: "empty" });
    const uploadedWrong = run([{ type: "finished", recording }, { type: "uploadStarted" }, { type: "uploadFailed", message: "no" }]);
    expect(uploadedWrong).toMatchObject({ phase: "recorded", uploading: false, uploadError: "no" });
    expect(run([{ type: "discarded" }], uploadedWrong)).toEqual(initialRecorderState);
  });
});
