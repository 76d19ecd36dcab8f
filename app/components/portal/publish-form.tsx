import { useRef, useState } from "react";
import { failureToast } from "#shared/answer.ts";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toaster.tsx";
import { useAnswer } from "~/components/use-answer.ts";
import { MISSING_FOR_PUBLISH, missingForPublish } from "#shared/schemas/article.ts";
import { followTitle } from "#shared/slug.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { PublishButtons } from "./publish-buttons.tsx";
import { imagesWithoutAlt } from "~/lib/alt-text.ts";
import { ArticleSettings, CreativeType, MainFields } from "./publish-fields.tsx";
import { PUBLISH_TEXTS, type PublishKind } from "./publish-texts.ts";
import { emptyValues, isUntouched, withDraft, type PublishValues } from "./publish-values.ts";
import type { RichTextEditorHandle } from "./rich-text-editor.tsx";
import { useDraft } from "./use-draft.ts";

type Answer = { ok: true; headline: string; href: string } | { ok: false; error: string; title?: string };

/** Create New Article, Create Opinion Piece and Create Creative Piece (SPEC.md §2, §4, §5, §8). */
export function PublishForm({ kind }: { kind: PublishKind }) {
  const texts = PUBLISH_TEXTS[kind];
  const fetcher = useFetcher<Answer>();
  const editor = useRef<RichTextEditorHandle>(null);
  const [values, setValues] = useState(() => emptyValues(kind));
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState<{ headline: string; href: string } | null>(null);
  const busy = fetcher.state !== "idle";
  const missing = missingForPublish(values);

  const set = (patch: Partial<PublishValues>) => setValues((v) => ({ ...v, ...patch }));
  const draft = useDraft(`portal-draft:${kind}`, values, {
    isEmpty: (v) => isUntouched(v, kind),
    restore: (saved) => {
      const restored = withDraft(kind, saved);
      setValues(restored);
      editor.current?.setHtml(restored.content);
    },
  });
  const reset = () => {
    setValues(emptyValues(kind));
    editor.current?.setHtml("");
    draft.clear();
  };

  useAnswer(fetcher, (answer) => {
    if (answer.ok) {
      showToast(texts.success);
      setPublished({ headline: answer.headline, href: answer.href });
      reset();
    } else {
      showToast(failureToast(answer, texts.failure));
    }
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="font-serif text-3xl font-bold">{texts.heading}</h1>
      <p className="mt-1 text-sm text-muted">Fields marked * are required.</p>
      {published && (
        <p className="mt-2 text-sm text-muted">
          Last published: <strong className="text-ink">{published.headline}</strong> ·{" "}
          <a href={published.href} className="font-semibold text-accent underline underline-offset-2">
            {texts.view}
          </a>
        </p>
      )}
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        // The check is the toast's (SPEC.md), not the browser's bubble.
        noValidate
        onSubmit={(event) => {
          if (missingForPublish(values).length === 0) return;
          event.preventDefault();
          showToast({
            title: MISSING_FOR_PUBLISH.title,
            description: MISSING_FOR_PUBLISH.message,
            variant: "destructive",
          });
        }}
        className="mt-6 grid items-start gap-x-8 gap-y-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="min-w-0 space-y-5">
          {kind === "creative" && <CreativeType value={values.type} onChange={(type) => set({ type })} />}
          <MainFields
            kind={kind}
            values={values}
            editorRef={editor}
            onTitle={(title) =>
              setValues((v) => ({ ...v, title, slug: followTitle(v.slug, v.title, title) }))
            }
            onChange={set}
            onImport={(document) => {
              editor.current?.setHtml(document.html);
              // The document's title fills an empty title only (decision 0014).
              const title = document.title;
              if (title) {
                setValues((v) =>
                  v.title.trim() ? v : { ...v, title, slug: followTitle(v.slug, v.title, title) },
                );
              }
            }}
          />
        </div>
        <div className="space-y-5 border border-rule bg-white p-5">
          <h2 className="font-serif text-lg font-bold">Publishing</h2>
          <ArticleSettings kind={kind} values={values} onChange={set} />
          <PublishButtons
            busy={busy}
            missing={missing}
            imagesWithoutAlt={imagesWithoutAlt(values.content)}
            onClear={() => setConfirming(true)}
          />
        </div>
      </fetcher.Form>
      <ConfirmDialog
        open={confirming}
        message="Are you sure? This will clear all your work."
        confirmLabel="Clear Form"
        onConfirm={() => {
          setConfirming(false);
          reset();
        }}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
