import { useRef } from "react";
import { RichTextEditor, type RichTextEditorHandle } from "~/components/portal/editor/rich-text-editor.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";

/** What an entry's editor offers (decision 0081): the article editor's, lighter for a phone: bold,
 * italic, a list, a quote, a link, an image (uploaded, with its description and credit), a gallery and
 * an embed. Pasted text keeps the editor's other formats; a provider's link pasted alone is an embed. */
export const ENTRY_TOOLS = [
  "bold-",
  "italic-",
  "list-bullet",
  "blockquote-",
  "link",
  "image",
  "gallery",
  "embed",
  "undo",
  "redo",
] as const;

/** An entry's text in the article editor (Quill 2, loaded in the browser only), stored as its HTML in
 * the form's `name` field, with the action's message beneath it. */
export function EntryEditor({
  label,
  name = "body",
  defaultValue,
  error,
  editorRef,
}: {
  label: string;
  name?: string;
  defaultValue?: string;
  error?: string;
  editorRef?: React.Ref<RichTextEditorHandle>;
}) {
  return (
    <div>
      <RichTextEditor
        name={name}
        label={label}
        defaultValue={defaultValue}
        editorRef={editorRef}
        tools={ENTRY_TOOLS}
      />
      {error && <p className="mt-1 text-sm font-semibold text-accent">{error}</p>}
    </div>
  );
}

/** The new entry's form, first on the desk: cleared once posted, kept when the post fails. */
export function PostForm() {
  const editor = useRef<RichTextEditorHandle>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) editor.current?.setHtml("");
  });
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="post" />
      <EntryEditor label="New entry" editorRef={editor} error={fields?.body} />
      <div>
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Posting...">
          Post entry
        </Button>
      </div>
    </fetcher.Form>
  );
}
