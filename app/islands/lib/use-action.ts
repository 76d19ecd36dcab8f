import { useCallback, useRef, useState, type FormEvent } from "react";
import type { Failure } from "#shared/answer.ts";

/** What an island's form shows of its post: as React Router's fetchers say it (`useAnswer` reads
 * both), without the router (decision 0063). */
export type Action<T> = {
  state: "idle" | "submitting";
  /** The last answer, once settled. */
  data: T | undefined;
  /** What is being posted, while it is. */
  formData: FormData | undefined;
  /** The form's submit handler: posts the form (with the button that sent it) and reads the answer. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Posts `values` to `action`, as a form would. */
  submit(values: Record<string, string>, action: string): void;
};

/** The answer when the server could not be reached or did not answer as it does. */
const UNREACHABLE: Failure = {
  ok: false,
  error: "The server could not be reached. Check your connection and try again.",
};

/**
 * An island's form post: `fetch` to the form's own action, which answers JSON to a request that is not
 * a navigation (app/lib/answer.server.ts); the same form posts as a page without JavaScript. A post
 * while one is running replaces it, as a fetcher's does.
 */
export function useAction<T>(): Action<T> {
  const [state, setState] = useState<Pick<Action<T>, "state" | "data" | "formData">>({
    state: "idle",
    data: undefined,
    formData: undefined,
  });
  const running = useRef<AbortController | null>(null);
  const post = useCallback((action: string, formData: FormData) => {
    running.current?.abort();
    const controller = (running.current = new AbortController());
    setState((current) => ({ ...current, state: "submitting", formData }));
    void fetch(action, {
      method: "POST",
      body: formData,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<T>)
      .catch(() => UNREACHABLE as T)
      .then((data) => {
        if (controller.signal.aborted) return;
        setState({ state: "idle", data, formData: undefined });
      });
  }, []);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = ((event.nativeEvent ?? event) as SubmitEvent).submitter;
      post(form.action, new FormData(form, submitter));
    },
    [post],
  );
  const submit = useCallback(
    (values: Record<string, string>, action: string) => {
      const formData = new FormData();
      for (const [name, value] of Object.entries(values)) formData.set(name, value);
      post(action, formData);
    },
    [post],
  );
  return { ...state, onSubmit, submit };
}
