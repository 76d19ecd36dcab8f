import { ARTICLE_IMAGE_ALT, FILL_REQUIRED_FIELDS, MISSING_FIELDS } from "#shared/texts.ts";
import { useRef, useState } from "react";
import { showToast } from "~/components/toaster.tsx";
import { CATEGORIES } from "#shared/categories.ts";
import {
  AUTHOR_MAX,
  CAPTION_MAX,
  EXCERPT_MAX,
  missingForArticleUpdate,
  TITLE_MAX,
} from "#shared/schemas/article.ts";
import { isBlankHtml } from "#shared/excerpt.ts";
import { ImageUpload } from "./image-upload.tsx";
import { usePortalFetcher } from "./manage-answer.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { CancelLink } from "./manage-edit-dialog.tsx";
import { RichTextEditor, type RichTextEditorHandle } from "./rich-text-editor.tsx";
import { useUnsavedGuard } from "./manage-unsaved.tsx";
import { WordImport } from "./word-import.tsx";
import type { ImportedDocument } from "./word-import-answer.ts";

export type EditableArticle = {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  featured: boolean;
  imageUrl: string | null;
  imageCaption: string | null;
};

type Required = "title" | "excerpt" | "content" | "author";

/** The form of the Edit Article dialog (SPEC.md §2): headline, lead, body, settings and media, with the
 * image insertable into the body as a captioned figure. */
export function ArticleEditForm({
  article,
  action,
  closeHref,
  close,
}: {
  article: EditableArticle;
  action: string;
  closeHref: string;
  close: () => void;
}) {
  const editor = useRef<RichTextEditorHandle | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [content, setContent] = useState(article.content);
  const [imageUrl, setImageUrl] = useState(article.imageUrl);
  const [caption, setCaption] = useState(article.imageCaption ?? "");
  const [missing, setMissing] = useState<Set<Required>>(new Set());
  const guard = useUnsavedGuard("article");
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) close();
    else guard.setSaving(false);
  });
  const busy = fetcher.state !== "idle";
  const error = (field: Required) => (missing.has(field) ? "This field is required" : undefined);

  function insertImage() {
    if (!imageUrl) {
      showToast({
        title: "No image selected",
        description: "Please add an image first",
        variant: "destructive",
      });
      return;
    }
    const text = caption.trim();
    editor.current?.insertFigure(imageUrl, text || ARTICLE_IMAGE_ALT, text || undefined);
    guard.markChanged();
    showToast({ title: "Image inserted", description: "Image has been added to the content" });
  }

  /** The document replaces the content (SPEC.md §2); its title fills the headline only when empty. */
  function importDocument(document: ImportedDocument) {
    editor.current?.setHtml(document.html);
    const input = form.current?.elements.namedItem("title");
    if (input instanceof HTMLInputElement && !input.value.trim() && document.title)
      input.value = document.title;
    guard.markChanged();
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const empty = new Set<Required>(
      missingForArticleUpdate({
        title: text("title"),
        excerpt: text("excerpt"),
        author: text("author"),
        content: text("content"),
      }),
    );
    setMissing(empty);
    if (empty.size > 0) {
      showToast({
        title: MISSING_FIELDS,
        description: FILL_REQUIRED_FIELDS,
        variant: "destructive",
      });
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    guard.setSaving(true);
    void fetcher.submit(data, { method: "post", action });
  }

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      onInput={guard.markChanged}
      className="flex min-h-0 flex-1 flex-col"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={article.id} />
      <div className="flex-1 overflow-y-auto px-5 py-5">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0 space-y-5">
            <WordImport onImported={importDocument} />
            <Field
              label="Headline"
              name="title"
              required
              defaultValue={article.title}
              maxLength={TITLE_MAX}
              error={error("title")}
            />
            <TextArea
              label="Lead/Summary"
              name="excerpt"
              required
              rows={3}
              defaultValue={article.excerpt}
              maxLength={EXCERPT_MAX}
              error={error("excerpt")}
            />
            <div>
              <RichTextEditor
                name="content"
                label="Article Content*"
                defaultValue={article.content}
                onChange={setContent}
                editorRef={editor}
              />
              {missing.has("content") && isBlankHtml(content) && (
                <p className="mt-1 text-sm font-semibold text-accent">The article needs some content</p>
              )}
            </div>
          </div>
          <div className="space-y-6">
            <fieldset className="space-y-4 border border-rule bg-white p-4">
              <legend className="px-1 text-xs font-bold tracking-wider text-muted uppercase">Settings</legend>
              <Field
                label="Author"
                name="author"
                required
                defaultValue={article.author}
                maxLength={AUTHOR_MAX}
                error={error("author")}
              />
              <Select
                label="Category"
                name="category"
                defaultValue={article.category}
                options={CATEGORIES.map((c) => ({ value: c, label: c }))}
              />
              <Checkbox
                label="Featured Article"
                name="featured"
                value="true"
                defaultChecked={article.featured}
              />
            </fieldset>
            <fieldset className="space-y-4 border border-rule bg-white p-4">
              <legend className="px-1 text-xs font-bold tracking-wider text-muted uppercase">Media</legend>
              <ImageUpload
                name="imageUrl"
                label="Article image"
                value={imageUrl}
                onChange={(url) => {
                  setImageUrl(url);
                  guard.markChanged();
                }}
              />
              <Field
                label="Caption"
                name="imageCaption"
                value={caption}
                onChange={(event) => setCaption(event.target.value)}
                maxLength={CAPTION_MAX}
              />
              <button type="button" onClick={insertImage} className={buttonClass("secondary", "w-full")}>
                Insert
                <span className="sr-only"> the image into the article content</span>
              </button>
            </fieldset>
          </div>
        </div>
      </div>
      <footer className="flex flex-wrap justify-end gap-3 border-t border-rule bg-white px-5 py-3">
        <CancelLink href={closeHref} close={close} />
        <Button type="submit" busy={busy} busyLabel="Updating...">
          Update Article
        </Button>
      </footer>
      {guard.dialog}
    </fetcher.Form>
  );
}
