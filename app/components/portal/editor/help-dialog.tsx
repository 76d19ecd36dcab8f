import { useId } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { EDITOR_HELP, EDITOR_HELP_TITLE } from "./help-texts.ts";

/** The editor's Help (the toolbar's last button): each format of the text and how to use it. */
export function EditorHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={`${id}-title`} size="reading" lockScroll>
      <div className="p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-serif text-2xl font-bold">
            {EDITOR_HELP_TITLE}
          </h2>
          <Button look="secondary" onClick={onClose} data-autofocus>
            Close
          </Button>
        </div>
        {EDITOR_HELP.map((topic) => (
          <section key={topic.title} className="mt-6 border-t border-rule pt-4">
            <h3 className="font-semibold">{topic.title}</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed">
              {topic.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
