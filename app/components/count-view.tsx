import { useEffect } from "react";

/**
 * The readership beacon (decision 0048): once a piece's page has loaded (a cached page too, and a page
 * reached by a link within the site), the browser tells /api/views which piece was opened. Its id is
 * all it sends; a browser under automation (`navigator.webdriver`) sends nothing. Renders nothing.
 */
export function CountView({ pieceId }: { pieceId: string }) {
  useEffect(() => {
    if (!navigator.webdriver) navigator.sendBeacon("/api/views", pieceId);
  }, [pieceId]);
  return null;
}
