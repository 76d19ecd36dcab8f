import { CATEGORIES, CREATIVE_TYPE_LABELS, CREATIVE_TYPES, type Category } from "#shared/categories.ts";
import { buttonClass } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { IMAGE_ALT_MAX } from "#shared/schemas/article.ts";
import { LayoutFields } from "./layout-fields.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { LeadImageCredit } from "~/components/portal/media/credit-field.tsx";
import type { PublishKind } from "./publish-texts.ts";
import { BylinePicker } from "./byline-picker.tsx";
import { withAuthors, type PublishValues } from "./publish-values.ts";
import { RichTextEditor, type RichTextEditorHandle } from "./rich-text-editor.tsx";
import { PageGuidance, PagePlaceholdersHint } from "./page-placeholders.tsx";
import { WordImport } from "./word-import.tsx";
import { EpisodeFields } from "~/components/portal/podcasts/episode-fields.tsx";
import { SportsTags } from "~/components/portal/sports/sports-tags.tsx";
import type { ImportedDocument } from "./word-import-answer.ts";

type Change = (patch: Partial<PublishValues>) => void;

const TYPE_OPTIONS = CREATIVE_TYPES.map((t) => ({ value: t, label: CREATIVE_TYPE_LABELS[t] }));
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: c }));

export function CreativeType({
  value,
  onChange,
}: {
  value: string;
  onChange: (type: PublishValues["type"]) => void;
}) {
  return (
    <Select
      label="Creative Type"
      name="type"
      value={value}
      options={TYPE_OPTIONS}
      onChange={(e) => onChange(e.target.value as PublishValues["type"])}
      className="max-w-xs"
    />
  );
}

/** Title, slug, summary and the text itself. */
export function MainFields({
  kind,
  values,
  editorRef,
  onTitle,
  onChange,
  onImport,
  defaultContent,
  pageSlug,
  onQuill,
  notes,
}: {
  kind: PublishKind;
  values: PublishValues;
  /** The text the editor opens with (a saved piece's). */
  defaultContent?: string;
  /** A static page's address, for what to write in it while it is empty. */
  pageSlug?: string;
  editorRef: React.Ref<RichTextEditorHandle>;
  onTitle: (title: string) => void;
  onChange: Change;
  /** A Word document replaces the content. */
  onImport: (document: ImportedDocument) => void;
  /** A saved piece's notes (issue 38), beside the text, and the editor they follow. */
  onQuill?: React.ComponentProps<typeof RichTextEditor>["onQuill"];
  notes?: React.ReactNode;
}) {
  return (
    <>
      <Field
        label="Title"
        name="title"
        required
        value={values.title}
        onChange={(e) => onTitle(e.target.value)}
        className="[&_input]:font-serif [&_input]:text-xl"
      />
      {kind !== "creative" && kind !== "page" && (
        <Field
          label="Slug"
          name="slug"
          value={values.slug}
          onChange={(e) => onChange({ slug: e.target.value })}
          hint="The address of the article. It follows the title until you change it."
          spellCheck={false}
          autoCapitalize="off"
        />
      )}
      <TextArea
        label={kind === "creative" ? "Creative Summary" : kind === "page" ? "Standfirst" : "Excerpt"}
        name="excerpt"
        rows={3}
        value={values.excerpt}
        onChange={(e) => onChange({ excerpt: e.target.value })}
        hint={
          kind === "page"
            ? "Optional. The line under the page's title."
            : "Optional. Left empty, it becomes the first 150 characters of the text."
        }
      />
      {kind === "page" && !defaultContent?.trim() && <PageGuidance slug={pageSlug ?? ""} />}
      {kind === "page" && <PagePlaceholdersHint />}
      <WordImport onImported={onImport} />
      <RichTextEditor
        name="content"
        label="Content"
        defaultValue={defaultContent}
        editorRef={editorRef}
        onChange={(content) => onChange({ content })}
        onQuill={onQuill}
        notes={notes}
        // A static page takes no poll: its save would refuse one (decision 0077).
        polls={kind !== "page"}
      />
    </>
  );
}

/** The side panel: author, category, the sports desk's teams and games (decision 0078), featured, image,
 * caption, alt text (issue 36), tags (SPEC.md §2). */
export function ArticleSettings({
  kind,
  values,
  onChange,
  onInsertImage,
}: {
  kind: PublishKind;
  values: PublishValues;
  onChange: Change;
  /** Insert: the image, with its caption, as a figure at the cursor in the text (SPEC.md §2's edit
   * form). */
  onInsertImage?: () => void;
}) {
  return (
    <>
      <BylinePicker value={values.authors} onChange={(authors) => onChange(withAuthors(values, authors))} />
      {kind === "opinion" && (
        <Field
          label="Category"
          name="category"
          value="Opinion"
          readOnly
          hint="Opinion pieces are always published in Opinion."
        />
      )}
      {kind === "article" && (
        <Select
          label="Category"
          name="category"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={(e) => onChange({ category: e.target.value as Category })}
        />
      )}
      {kind !== "creative" && (
        <SportsTags value={values.sports} onChange={(sports) => onChange({ sports })} />
      )}
      {kind !== "creative" && (
        <Checkbox
          label="Featured Article"
          name="featured"
          checked={values.featured}
          onChange={(e) => onChange({ featured: e.target.checked })}
          hint="Featured stories lead the home page."
        />
      )}
      <ImageUpload
        name="imageUrl"
        label={kind === "creative" ? "Creative Image *" : "Image *"}
        value={values.imageUrl}
        onChange={(imageUrl) => onChange({ imageUrl })}
      />
      {/* Its credit is the library image's (decision 0071): a new image starts a new field. */}
      {values.imageUrl && <LeadImageCredit key={values.imageUrl} src={values.imageUrl} />}
      {kind !== "creative" && (
        <Field
          label="Caption"
          name="imageCaption"
          value={values.imageCaption}
          onChange={(e) => onChange({ imageCaption: e.target.value })}
        />
      )}
      <Field
        label="Alt text"
        name="imageAlt"
        value={values.imageAlt}
        maxLength={IMAGE_ALT_MAX}
        onChange={(e) => onChange({ imageAlt: e.target.value })}
        hint="What the image shows, for readers who cannot see it."
      />
      <LayoutFields values={values} onChange={onChange} />
      {kind !== "creative" && (
        <>
          {onInsertImage && (
            <button type="button" onClick={onInsertImage} className={buttonClass("secondary", "w-full")}>
              Insert
              <span className="sr-only"> the image into the article content</span>
            </button>
          )}
          <Field
            label="Tags"
            name="tags"
            value={values.tags}
            onChange={(e) => onChange({ tags: e.target.value })}
            hint="Separate tags with commas."
          />
        </>
      )}
      {kind === "article" && <EpisodeFields values={values} onChange={onChange} />}
    </>
  );
}
