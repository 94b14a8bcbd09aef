import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { optimisticCache } from "./optimistic-cache";

type Channels = { email: boolean; sms: boolean };
const KEY = ["channels"];

/** A real query client and one cached answer, reached the way tRPC's `utils.x.y` reaches it. */
function setUp(initial: Channels) {
  const client = new QueryClient();
  client.setQueryData(KEY, initial);
  const query = {
    cancel: () => client.cancelQueries({ queryKey: KEY }),
    getData: () => client.getQueryData<Channels>(KEY),
    setData: (_input: undefined, updater: Channels | undefined | ((data: Channels | undefined) => Channels | undefined)) =>
      void client.setQueryData<Channels>(KEY, updater),
  };
  const cache = optimisticCache(query, undefined, {
    apply: (data, { channel, enabled }: { channel: keyof Channels; enabled: boolean }) => ({ ...data, [channel]: enabled }),
    settle: (_data, saved: Channels) => saved,
  });
  return { client, cache };
}

/** A refetch asked now whose answer (what the server had before the change) arrives when `answer` is called. */
function pendingRefetch(client: QueryClient, before: Channels) {
  let answer!: () => void;
  const fetching = client
    .fetchQuery({ queryKey: KEY, staleTime: 0, queryFn: () => new Promise<Channels>((resolve) => (answer = () => resolve(before))) })
    .catch(() => undefined);
  return { answer: () => answer(), fetching };
}

describe("optimisticCache", () => {
  it("shows the change at once, and a refetch asked before it does not undo it when it answers late", async () => {
    const { client, cache } = setUp({ email: true, sms: false });
    const refetch = pendingRefetch(client, { email: true, sms: false });

    await cache.onMutate({ channel: "sms", enabled: true });
    expect(client.getQueryData(KEY)).toEqual({ email: true, sms: true });
    refetch.answer();
    await refetch.fetching;
    expect(client.getQueryData(KEY)).toEqual({ email: true, sms: true });
  });

  it("keeps what the server saved, past a refetch asked while the save was on its way", async () => {
    const { client, cache } = setUp({ email: true, sms: false });
    await cache.onMutate({ channel: "email", enabled: false });
    const refetch = pendingRefetch(client, { email: true, sms: false });

    await cache.onSuccess({ email: false, sms: false });
    refetch.answer();
    await refetch.fetching;
    expect(client.getQueryData(KEY)).toEqual({ email: false, sms: false });
  });

  it("puts back what was there when the save is refused", async () => {
    const { client, cache } = setUp({ email: true, sms: false });
    const context = await cache.onMutate({ channel: "email", enabled: false });
    expect(client.getQueryData(KEY)).toEqual({ email: false, sms: false });

    cache.rollback(context);
    expect(client.getQueryData(KEY)).toEqual({ email: true, sms: false });
  });
});
