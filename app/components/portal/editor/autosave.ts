/**
 * The editor's save queue (issue 25): autosaves after a pause in typing and at least every so often
 * during continuous typing, and runs the explicit saves (Save draft, Publish, Update, Unpublish) in the
 * same line. One request at a time: a change made while a save is in flight waits and goes after it
 * with the version that save answered, so one tab never races itself into a false conflict (Ghost
 * #8969). Typing never waits for the network: `change()` only records the newest fields.
 *
 * Pure: the network (`send`), the clock and the online flag are given, so the timing is unit-tested
 * with fake timers (autosave.test.ts).
 */

export type SaveIntent = "autosave" | "save" | "publish" | "update" | "unpublish" | "submit";

export type SaveRequest<F> = {
  intent: SaveIntent;
  id: string | null;
  baseVersion: number | null;
  fields: F;
  /** 'Keep mine as the newest': the server writes the version this replaces to history first. */
  overwrite?: true;
};

/** What the server confirmed (the editor route's JSON answer). */
export type Saved = {
  id: string;
  version: number;
  status: string;
  slug?: string;
  savedAt: string;
  hasPending: boolean;
  publicHref?: string | null;
};

export type Theirs<F> = { version: number; fields: F; savedBy: string; savedAt: string };

/** How a request ended, as the caller's `send` reads the answer. */
export type Outcome<F> =
  | { kind: "saved"; saved: Saved }
  | { kind: "conflict"; theirs: Theirs<F> }
  /** 401: the session expired; nothing is retried until the writer signs in again. */
  | { kind: "signedOut" }
  /** The request never got an answer (offline, the server gone). Retried. */
  | { kind: "network" }
  /** The server failed (5xx). Retried. */
  | { kind: "failed"; error: string }
  /** Refused for what it carries (400, 404, 422) or for the writer's role (403, with why): not
   * retried until the next change. */
  | { kind: "refused"; error: string; fields?: Record<string, string> };

export type SaveState =
  "saved" | "unsaved" | "saving" | "offline" | "retrying" | "signedOut" | "conflict" | "refused";

export type AutosaveOptions<F> = {
  id: string | null;
  baseVersion: number | null;
  send: (request: SaveRequest<F>) => Promise<Outcome<F>>;
  onState?: (state: SaveState) => void;
  /** A request was confirmed; `current` says whether nothing changed since it was sent. */
  onSaved?: (saved: Saved, request: SaveRequest<F>, current: boolean) => void;
  onConflict?: (theirs: Theirs<F>, mine: F) => void;
  onRefused?: (outcome: Extract<Outcome<F>, { kind: "refused" | "failed" }>, intent: SaveIntent) => void;
  isOnline?: () => boolean;
  clock?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout; now: () => number };
  /** Saves this long after the last change (~2 s). */
  idleMs?: number;
  /** ...and at least this long after the first unsaved change during continuous typing (10 s). */
  maxWaitMs?: number;
  /** Waits between retries of a failed autosave. */
  backoffMs?: readonly number[];
};

type Explicit<F> = { intent: Exclude<SaveIntent, "autosave">; resolve: (outcome: Outcome<F>) => void };

export const IDLE_MS = 2000;
export const MAX_WAIT_MS = 10_000;
export const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

export class Autosave<F> {
  id: string | null;
  baseVersion: number | null;
  state: SaveState = "saved";
  private fields: F | null = null;
  private dirty = false;
  private firstChangeAt: number | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private maxTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private inFlight = false;
  /** Autosaving waits for the writer (a conflict to settle, a new sign-in). */
  private paused = false;
  private overwrite = false;
  private queue: Explicit<F>[] = [];
  private readonly o: Required<Omit<AutosaveOptions<F>, "onSaved" | "onConflict" | "onRefused" | "onState">> &
    AutosaveOptions<F>;

  constructor(options: AutosaveOptions<F>) {
    this.o = {
      isOnline: () => true,
      // Called bare, not as the clock's methods: a browser's timers refuse any `this` but the window.
      clock: {
        setTimeout: ((run: () => void, ms: number) => setTimeout(run, ms)) as typeof setTimeout,
        clearTimeout: (timer) => clearTimeout(timer),
        now: () => Date.now(),
      },
      idleMs: IDLE_MS,
      maxWaitMs: MAX_WAIT_MS,
      backoffMs: BACKOFF_MS,
      ...options,
    };
    this.id = options.id;
    this.baseVersion = options.baseVersion;
  }

  /** Whether there are changes the server has not confirmed. */
  get hasUnsaved(): boolean {
    return this.dirty || this.inFlight || this.state === "conflict" || this.queue.length > 0;
  }

  /** The editor's fields changed: remember them and (re)start the timers. */
  change(fields: F) {
    this.fields = fields;
    this.dirty = true;
    if (this.paused) return;
    const { clock } = this.o;
    this.firstChangeAt ??= clock.now();
    if (this.idleTimer) clock.clearTimeout(this.idleTimer);
    this.idleTimer = clock.setTimeout(() => this.trigger(), this.o.idleMs);
    if (!this.maxTimer) {
      const left = Math.max(0, this.firstChangeAt + this.o.maxWaitMs - clock.now());
      this.maxTimer = clock.setTimeout(() => this.trigger(), left);
    }
    if (!this.inFlight && this.retryTimer === null) this.setState("unsaved");
  }

  /** Save draft, Publish, Update, Unpublish: sent once nothing is in flight, with the newest fields. */
  run(intent: Explicit<F>["intent"], fields: F): Promise<Outcome<F>> {
    this.fields = fields;
    this.paused = false;
    return new Promise((resolve) => {
      this.queue.push({ intent, resolve });
      this.trigger();
    });
  }

  /** Save now what is unsaved (the browser came back online, the writer signed in again). */
  retry() {
    this.paused = false;
    this.attempts = 0;
    if (this.dirty) this.trigger();
    else this.setState("saved");
  }

  /** Conflict: 'Keep mine as the newest' — send mine again over their version. */
  keepMine(theirVersion: number) {
    this.baseVersion = theirVersion;
    this.overwrite = true;
    this.paused = false;
    this.dirty = this.fields !== null;
    this.trigger();
  }

  /** Conflict: take their version as the new starting point (mine was copied elsewhere). */
  takeTheirs(version: number, fields: F) {
    this.baseVersion = version;
    this.fields = fields;
    this.dirty = false;
    this.paused = false;
    this.setState("saved");
  }

  /** Clear Form on a piece never saved: nothing left to send. */
  forget() {
    this.clearTimers();
    this.fields = null;
    this.dirty = false;
    this.firstChangeAt = null;
    this.setState("saved");
  }

  /** The editor closes: no timers left behind. */
  dispose() {
    this.clearTimers();
    if (this.retryTimer) this.o.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearTimers() {
    const { clock } = this.o;
    if (this.idleTimer) clock.clearTimeout(this.idleTimer);
    if (this.maxTimer) clock.clearTimeout(this.maxTimer);
    this.idleTimer = this.maxTimer = null;
  }

  private setState(state: SaveState) {
    if (this.state === state) return;
    this.state = state;
    this.o.onState?.(state);
  }

  private trigger() {
    this.clearTimers();
    if (this.inFlight) return;
    if (this.retryTimer) this.o.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const explicit = this.queue.shift();
    if (!explicit && (this.paused || !this.dirty)) return;
    void this.send(explicit);
  }

  private async send(explicit: Explicit<F> | undefined) {
    const request: SaveRequest<F> = {
      intent: explicit?.intent ?? "autosave",
      id: this.id,
      baseVersion: this.baseVersion,
      fields: this.fields as F,
      ...(this.overwrite ? { overwrite: true as const } : {}),
    };
    this.overwrite = false;
    this.inFlight = true;
    this.dirty = false;
    this.firstChangeAt = null;
    this.setState("saving");
    let outcome: Outcome<F>;
    try {
      outcome = await this.o.send(request);
    } catch {
      outcome = { kind: "network" };
    }
    this.inFlight = false;
    this.settle(request, outcome);
    explicit?.resolve(outcome);
    const waiting = this.idleTimer !== null || this.maxTimer !== null || this.retryTimer !== null;
    if (!this.paused && (this.queue.length > 0 || (this.dirty && !waiting))) this.trigger();
  }

  private settle(request: SaveRequest<F>, outcome: Outcome<F>) {
    const changedSince = this.dirty;
    if (outcome.kind === "saved") {
      this.attempts = 0;
      this.id = outcome.saved.id;
      this.baseVersion = outcome.saved.version;
      this.setState(changedSince ? "unsaved" : "saved");
      this.o.onSaved?.(outcome.saved, request, !changedSince);
      return;
    }
    // Not confirmed: the fields sent are still unsaved (unless newer ones replaced them).
    if (request.fields !== null) this.dirty = true;
    if (outcome.kind === "conflict") {
      this.paused = true;
      this.clearTimers();
      this.setState("conflict");
      this.o.onConflict?.(outcome.theirs, this.fields as F);
    } else if (outcome.kind === "signedOut") {
      this.paused = true;
      this.clearTimers();
      this.setState("signedOut");
    } else if (outcome.kind === "refused") {
      // Sending the same again would be refused again: wait for the next change.
      this.dirty = changedSince;
      this.setState("refused");
      this.o.onRefused?.(outcome, request.intent);
    } else {
      if (outcome.kind === "failed" && request.intent !== "autosave")
        this.o.onRefused?.(outcome, request.intent);
      if (request.intent !== "autosave") return this.setState(this.o.isOnline() ? "retrying" : "offline");
      this.scheduleRetry();
    }
  }

  private scheduleRetry() {
    const { backoffMs, clock } = this.o;
    const wait = backoffMs[Math.min(this.attempts, backoffMs.length - 1)] ?? 1000;
    this.attempts += 1;
    this.clearTimers();
    this.setState(this.o.isOnline() ? "retrying" : "offline");
    this.retryTimer = clock.setTimeout(() => {
      this.retryTimer = null;
      this.trigger();
    }, wait);
  }
}
