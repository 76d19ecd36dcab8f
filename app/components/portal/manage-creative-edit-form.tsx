import { useState } from "react";
import { CREATIVE_TYPE_LABELS, CREATIVE_TYPES } from "#shared/categories.ts";
import { AUTHOR_MAX, EXCERPT_MAX, TITLE_MAX } from "#shared/schemas/article.ts";
import { missingForCreativeUpdate } from "#shared/schemas/creative.ts";
import { ImageUpload } from "./image-upload.tsx";
import { usePortalFetcher } from "./manage-answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { CancelLink } from "./manage-edit-dialog.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { useUnsavedGuard } from "./manage-unsaved.tsx";

export type EditableCreativePiece = {
  id: string;
  type: string;
  title: string;
  author: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
};

/** The form of the Edit Creative Piece dialog (SPEC.md §2). Update Creative stays disabled while it
 * saves and while the title, the content or the author is empty. */
export function CreativeEditForm({
  piece,
  action,
  closeHref,
  close,
}: {
  piece: EditableCreativePiece;
  action: string;
  closeHref: string;
  close: () => void;
}) {
  const [title, setTitle] = useState(piece.title);
  const [author, setAuthor] = useState(piece.author);
  const [content, setContent] = useState(piece.content);
  const [imageUrl, setImageUrl] = useState(piece.imageUrl);
  const guard = useUnsavedGuard("creative piece");
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) close();
    else guard.setSaving(false);
  });
  const busy = fetcher.state !== "idle";
  const incomplete = missingForCreativeUpdate({ title, author, content }).length > 0;

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      onInput={guard.markChanged}
      onSubmit={() => guard.setSaving(true)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={piece.id} />
      <div className="flex-1 overflow-y-auto px-5 py-5">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0 space-y-5">
            <Field
              label="Title"
              name="title"
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={TITLE_MAX}
            />
            <TextArea
              label="Creative Summary"
              name="excerpt"
              rows={3}
              defaultValue={piece.excerpt}
              maxLength={EXCERPT_MAX}
              hint="Optional: left empty, it is made from the first 150 characters of the content."
            />
            <RichTextEditor
              name="content"
              label="Creative Content*"
              defaultValue={piece.content}
              onChange={setContent}
            />
          </div>
          <div className="space-y-5">
            <Select
              label="Creative Type"
              name="type"
              defaultValue={piece.type}
              options={CREATIVE_TYPES.map((type) => ({ value: type, label: CREATIVE_TYPE_LABELS[type] }))}
            />
            <Field
              label="Author"
              name="author"
              required
              value={author}
              onChange={(event) => setAuthor(event.target.value)}
              maxLength={AUTHOR_MAX}
            />
            <ImageUpload
              name="imageUrl"
              label="Creative Image"
              value={imageUrl}
              onChange={(url) => {
                setImageUrl(url);
                guard.markChanged();
              }}
            />
          </div>
        </div>
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-rule bg-white px-5 py-3">
        {incomplete && !busy && (
          <p id="creative-edit-needs" className="mr-auto text-sm text-muted">
            Title, author and content are required.
          </p>
        )}
        <CancelLink href={closeHref} close={close} />
        <Button
          type="submit"
          busy={busy}
          busyLabel="Updating..."
          disabled={incomplete}
          aria-describedby={incomplete && !busy ? "creative-edit-needs" : undefined}
        >
          Update Creative
        </Button>
      </footer>
      {guard.dialog}
    </fetcher.Form>
  );
}
