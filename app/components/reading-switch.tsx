/** The footer's switch of the reading mode for slow networks (server/http/reading-mode.ts): a plain form
 * (POST /reading), no script. While the browser's data saver asks for light pages, it says so instead:
 * the site follows the browser. */
export function ReadingSwitch({ light }: { light: "data-saver" | "chosen" | null }) {
  if (light === "data-saver")
    return (
      <p className="text-sm text-gray-300">
        Your browser's data saver is on: pictures come small, and the widgets and web fonts stay off.
      </p>
    );
  return (
    <form method="post" action="/reading" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <input type="hidden" name="mode" value={light ? "full" : "light"} />
      <span className="text-gray-300">
        {light
          ? "Light pages: small pictures, no widgets, your device's fonts."
          : "On a slow or costly connection?"}
      </span>
      <button
        type="submit"
        className="min-h-11 border border-white/40 px-3 py-2 font-semibold text-white hover:bg-white hover:text-ink"
      >
        {light ? "Show full pages" : "Use light pages"}
      </button>
    </form>
  );
}
