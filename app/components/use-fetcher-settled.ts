import { useEffect, useRef } from "react";
import type { useFetcher } from "react-router";

type Answer = { ok: boolean; error?: string } & Record<string, unknown>;

/** Calls back once per settled fetcher answer (success or failure), never twice for the same answer. */
export function useFetcherSettled<T extends Answer>(
  fetcher: ReturnType<typeof useFetcher<T>>,
  onSettled: (answer: NonNullable<ReturnType<typeof useFetcher<T>>["data"]>) => void,
) {
  const seen = useRef<unknown>(null);
  const callback = useRef(onSettled);
  callback.current = onSettled;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    callback.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
