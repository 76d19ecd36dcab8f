import { Button } from "~/components/ui/button.tsx";

/** Inputs in which Enter means "done" (a file input's Enter opens the file chooser, as Space does). */
const TYPED = ["text", "url", "email", "search", "tel", "number"];

/** A dialog's fields with Cancel and its action; it sits inside the article's form, so Enter in a typed
 * field applies the dialog instead of publishing the article. */
export function Shell({
  id,
  title,
  apply,
  applyLabel,
  onClose,
  extra,
  children,
}: {
  id: string;
  title: string;
  apply: () => void;
  applyLabel: string;
  onClose: () => void;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div
      className="p-6"
      onKeyDown={(event) => {
        const { target } = event;
        if (event.key !== "Enter" || event.defaultPrevented || !(target instanceof HTMLInputElement)) return;
        if (!TYPED.includes(target.type)) return;
        event.preventDefault();
        apply();
      }}
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {title}
      </h2>
      {children}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {extra}
        <Button look="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button look="dark" onClick={apply}>
          {applyLabel}
        </Button>
      </div>
    </div>
  );
}
