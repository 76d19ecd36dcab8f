import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Reads the page's data again every `everyMs` while `working` (a newsletter sending, an import
 * running): the portal shows a queued job's progress without a reload. */
export function useRevalidateWhile(working: boolean, everyMs: number) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [working, everyMs, revalidator]);
}
