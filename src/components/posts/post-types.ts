import type { RouterOutputs } from "@/trpc/react";

/** A post as pages receive it: already passed through the access rule on the server. */
export type ReaderPost = RouterOutputs["posts"]["feed"]["posts"][number];
