import { useEffect, useRef } from "react";
import type { Toast } from "#shared/answer.ts";
import { showToast } from "./toaster.tsx";

type Readable = { ok: boolean; toast?: Toast };
/** A React Router fetcher, or an island's post (app/islands/lib/use-action.ts). */
type Poster<T> = { state: string; data?: T };

/** How every fetcher-based form (and every island's form) reads its action's answer (app/lib/answer.server.ts): once per answer,
 * when the fetcher has settled, it shows the toast the server chose (when it chose one, as the portal
 * does) and hands the answer (ok, error, title, fields) to `onSettled`, never twice for one answer. */
export function useAnswer<T extends Readable>(fetcher: Poster<T>, onSettled?: (answer: T) => void) {
  const seen = useRef<unknown>(null);
  const callback = useRef(onSettled);
  callback.current = onSettled;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    if (answer.toast) showToast(answer.toast);
    callback.current?.(answer);
  }, [fetcher.state, fetcher.data]);
}
