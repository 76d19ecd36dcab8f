/** GETs one of the widgets' JSON endpoints; a failed answer (any status but 2xx) throws with the
 * server's message. The body is always read: one left unread keeps the browser's connection busy. */
export async function getWidgetJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, headers: { accept: "application/json" } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path.split("?")[0]} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
