import { useRouteLoaderData } from "react-router";
import { ARTICLE_IMAGE_ALT } from "#shared/texts.ts";
import { showToast } from "~/components/toaster.tsx";
import type { PublishKind } from "./publish-texts.ts";
import { emptyValues, withAuthors, type BylineAuthor, type PublishValues } from "./publish-values.ts";
import type { RichTextEditorHandle } from "./rich-text-editor.tsx";
import type { EditorInitial } from "./session.ts";

/** A new piece's fields: nothing but the writer's own byline. */
export const freshValues = (kind: PublishKind, byline: BylineAuthor | undefined) =>
  withAuthors(emptyValues(kind), byline ? [byline] : []);

/** The signed-in writer's person, from the portal's loader (app/routes/admin.dashboard.server.ts). */
export const useDefaultByline = () =>
  useRouteLoaderData<{ byline?: BylineAuthor }>("routes/admin.dashboard")?.byline;

/** A new piece: nothing saved yet. */
export const newPiece = (kind: PublishKind, byline?: BylineAuthor): EditorInitial => ({
  id: null,
  fields: freshValues(kind, byline),
  version: null,
  status: null,
  hasPending: false,
  publicHref: null,
});

/** Insert Image: the featured image into the text at the cursor, as a figure with its caption. */
export function insertFeaturedImage(editor: RichTextEditorHandle | null, values: PublishValues) {
  if (!values.imageUrl) {
    showToast({
      title: "No image selected",
      description: "Please add an image first",
      variant: "destructive",
    });
    return;
  }
  const caption = values.imageCaption.trim();
  // Its alt text is the image's own (issue 36); without one, the caption or 'Article image' (SPEC.md
  // §2), which the Publish panel flags.
  const alt = values.imageAlt.trim() || caption || ARTICLE_IMAGE_ALT;
  editor?.insertFigure(values.imageUrl, alt, caption || undefined);
  showToast({ title: "Image inserted", description: "Image has been added to the content" });
}
