import { useEffect, useState } from "react";

/** `value` once it has held for `ms`: a quick section change shows no 'Loading...' flash. */
export function useDelayed(value: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!value) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return value && shown;
}
