/** The toast of SPEC.md §8 that an answer carries or a flash message brings: what the reader sees. */
export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };

/** What every action and endpoint answers when it refuses or fails (server/http/failure.ts makes it):
 * the message the reader reads, the toast title SPEC.md §8 gives this failure when it gives one, the
 * fields to mark; a portal action adds its `intent` and the whole `toast`. */
export type Failure = {
  ok: false;
  error: string;
  title?: string;
  fields?: Record<string, string>;
  intent?: string;
  toast?: Toast;
};

/** An answer a fetcher reads: a success (with what the endpoint adds) or a failure. */
export type Answer = ({ ok: true; intent?: string; toast?: Toast } & Record<string, unknown>) | Failure;

/** A portal section's answer (runPortalAction): the request, whether it worked and its toast. */
export type PortalAnswer = {
  ok: boolean;
  intent: string;
  toast: Toast;
  fields?: Record<string, string>;
};

/** A failure's toast: its own title where SPEC.md §8 gives one, else the screen's `title`. */
export function failureToast(failure: Pick<Failure, "error" | "title">, title: string): Toast {
  return { title: failure.title ?? title, description: failure.error, variant: "destructive" };
}
