import { useEffect } from "react";
import { island } from "./lib/island.tsx";

/**
 * The readership beacon (decision 0048): once a piece's page has loaded (a cached page too), the browser
 * tells /api/views which piece was opened. Its id is all it sends; a browser under automation
 * (`navigator.webdriver`) sends nothing. Renders nothing.
 */
export function CountView({ pieceId }: { pieceId: string }) {
  useEffect(() => {
    if (!navigator.webdriver) navigator.sendBeacon("/api/views", pieceId);
  }, [pieceId]);
  return null;
}

export default CountView;
/** An article's beacon, sent once the page is idle (its wrapper stays empty). */
export const CountViewIsland = island("count-view", CountView, "idle");
