import { island } from "./lib/island.tsx";

/** The 404 page's 'Go Back': the previous page in the reader's history. A button that a click before
 * the island loads still works: the boot script plays the click again once it has. */
export function GoBack() {
  return (
    <button
      type="button"
      onClick={() => window.history.back()}
      className="border border-ink px-5 py-2.5 font-semibold hover:bg-ink hover:text-white"
    >
      Go Back
    </button>
  );
}

export default GoBack;
export const GoBackIsland = island("go-back", GoBack, "interaction");
