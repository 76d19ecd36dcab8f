/** The bar over a preview (issue 25): says, before anything else on the page, that readers cannot see
 * this yet. White on the accent-dark red: 10.4:1. */
export function PreviewBar({ status }: { status: string }) {
  return (
    <div
      role="status"
      className="bg-accent-dark px-4 py-2 text-center font-sans text-sm font-semibold text-white"
    >
      Preview — not published{" "}
      <span className="font-normal">({status}). Only people with this link can see it.</span>
    </div>
  );
}
