"use client";

import type { Updater } from "@tanstack/react-query";

/** A cached query answer as tRPC's `api.useUtils()` gives it (`utils.x.y`), for one input. */
interface CachedQuery<TInput, TData> {
  cancel(input?: TInput): Promise<void>;
  getData(input?: TInput): TData | undefined;
  setData(input: TInput, updater: Updater<TData | undefined, TData | undefined>): void;
}

/**
 * A mutation that changes one cached answer at once, before the server has it (a switch moves as it is pressed).
 * Each step first stops the refetches on their way: they were asked before the change, and their answer would undo it.
 * `onMutate` keeps what was there and applies `apply`; `onSuccess` puts in what the server saved (`settle`);
 * `rollback(context)`, from the mutation's `onError`, puts back what was there.
 */
export function optimisticCache<TInput, TData, TVariables, TSaved>(
  query: CachedQuery<TInput, TData>,
  input: TInput,
  { apply, settle }: { apply?: (data: TData, variables: TVariables) => TData; settle: (data: TData, saved: TSaved) => TData },
) {
  return {
    onMutate: async (variables: TVariables) => {
      await query.cancel(input);
      const before = query.getData(input);
      if (apply && before !== undefined) query.setData(input, apply(before, variables));
      return { before };
    },
    onSuccess: async (saved: TSaved) => {
      await query.cancel(input);
      query.setData(input, (data) => (data === undefined ? data : settle(data, saved)));
    },
    rollback: (context: { before?: TData } | undefined) => {
      if (context?.before !== undefined) query.setData(input, context.before);
    },
  };
}
