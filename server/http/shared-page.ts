import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A page rendered with this response's CSP nonce, made fit for many readers and shared caches
 * (decision 0017): the inline scripts that carry the nonce (React's and React Router's, the only ones
 * we write) lose it, and their SHA-256 hashes are what the page's policy allows instead. A script
 * without the nonce (markup that slipped into an article) gets no hash, so it stays blocked. Null when
 * the nonce appears anywhere else in the page: such a page is not shared.
 */
export function sharePage(html: string, nonce: string): { html: string; scriptHashes: string[] } | null {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const scripted = html.replace(SCRIPT, (whole, attributes: string, content: string) => {
    if (!attributes.includes(attribute)) return whole;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
    return `<script${attributes.replace(attribute, "")}>${content}</script>`;
  });
  const shared = scripted.replaceAll(attribute, "");
  return shared.includes(nonce) ? null : { html: shared, scriptHashes: [...hashes] };
}
