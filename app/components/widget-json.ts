/** GETs one of the widgets' JSON endpoints; a failed answer (any status but 2xx) throws. */
export async function getWidgetJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${path.split("?")[0]} answered ${response.status}`);
  return (await response.json()) as T;
}
