import { useEffect, useRef } from "react";

const SAVE_AFTER_MS = 400;

/**
 * A backstop for unsaved work, as Ghost keeps one: the form's values are kept in this tab's
 * sessionStorage while they differ from the empty form, and given back after a reload or a visit to
 * another section. Storage that is full or switched off simply keeps nothing.
 */
export function useDraft<T extends object>(
  key: string,
  value: T,
  { isEmpty, restore }: { isEmpty: (value: T) => boolean; restore: (saved: Partial<T>) => void },
) {
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const isEmptyRef = useRef(isEmpty);
  isEmptyRef.current = isEmpty;

  useEffect(() => {
    try {
      const saved: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? "null");
      if (saved && typeof saved === "object") restoreRef.current(saved as Partial<T>);
    } catch {
      window.sessionStorage.removeItem(key);
    }
  }, [key]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        if (isEmptyRef.current(value)) window.sessionStorage.removeItem(key);
        else window.sessionStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Full or unavailable storage: there is simply no backstop.
      }
    }, SAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [key, value]);

  return {
    clear() {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
