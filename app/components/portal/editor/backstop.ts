/**
 * The editor's local backstop (issue 25): every change the server has not confirmed, kept in this
 * browser's IndexedDB under the piece's key, so a crash, a closed tab, a lost network or an expired
 * session loses nothing. Cleared when the server confirms that exact state. A tiny wrapper: one store,
 * put/get/delete/list, and any failure (private mode, storage off or full) simply keeps nothing.
 */

export type BackstopEntry<F = Record<string, unknown>> = {
  /** 'article:<id>', 'creative:<id>', or '<kind>:new:<random>' for a piece not yet saved. */
  key: string;
  kind: string;
  id: string | null;
  baseVersion: number | null;
  fields: F;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
};

const DB_NAME = "borderland-editor";
const STORE = "unsaved";

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB failed"));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB failed"));
  });
}

const quietly = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await work();
  } catch {
    return fallback;
  }
};

export const backstop = {
  put: (entry: BackstopEntry) => quietly(() => run("readwrite", (s) => s.put(entry)).then(() => true), false),
  get: (key: string) =>
    quietly(() => run<BackstopEntry | undefined>("readonly", (s) => s.get(key)), undefined),
  delete: (key: string) => quietly(() => run("readwrite", (s) => s.delete(key)).then(() => true), false),
  list: () => quietly(() => run<BackstopEntry[]>("readonly", (s) => s.getAll()), []),
};

export const pieceKey = (kind: string, id: string) => `${kind === "opinion" ? "article" : kind}:${id}`;
export const newPieceKey = (kind: string) => `${kind}:new:${crypto.randomUUID()}`;

/** Whether two sets of fields are the same (the backstop's against the server's). */
export function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}
