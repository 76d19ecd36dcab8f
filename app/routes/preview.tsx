import { STATUS_LABELS } from "#shared/lifecycle.ts";
import type { Route } from "./+types/preview";
import { ArticleView } from "~/components/article-view.tsx";
import { CreativePieceBody } from "~/components/creative-piece-body.tsx";
import { CreativeTypeBadge } from "~/components/creative-type-badge.tsx";
import { EpisodePlayer } from "~/components/episode-player.tsx";
import { PreviewBar } from "~/components/preview-bar.tsx";
import { EmbedsIsland } from "~/islands/embeds.tsx";
import { GalleryViewerIsland } from "~/islands/gallery-viewer.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { passedHeaders } from "~/lib/passed-headers.ts";
import { loadPreview } from "./preview.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const headers = passedHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadPreview(context, params.token);
}

const ROBOTS = { name: "robots", content: "noindex, nofollow" };

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data || data.kind === "missing") return [...pageMeta(matches, { title: "Preview not found" }), ROBOTS];
  const title = data.kind === "article" ? data.article.title : data.piece.title;
  return [...pageMeta(matches, { title: `Preview: ${title}` }), ROBOTS];
};

/** A shared preview of an unpublished piece: its public page's own components, under a bar that says it
 * is not published; no likes or comments, which need a published piece. */
export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-serif text-4xl font-bold">Preview not found</h1>
        <p className="mt-4 text-muted">
          This preview link has expired or was revoked. Ask the editor for a new one.
        </p>
      </section>
    );
  }
  if (loaderData.kind === "article") {
    const { article, embeds, episode } = loaderData;
    return (
      <>
        <PreviewBar status={STATUS_LABELS[article.status]} />
        {embeds && <EmbedsIsland />}
        <ArticleView
          article={article}
          player={episode && <EpisodePlayer episode={episode} title={article.title} />}
        />
        {loaderData.gallery && <GalleryViewerIsland />}
      </>
    );
  }
  const { piece, embeds } = loaderData;
  return (
    <>
      <PreviewBar status={STATUS_LABELS[piece.status]} />
      {embeds && <EmbedsIsland />}
      <article className="mx-auto max-w-3xl pt-6">
        <div className="px-5 sm:px-8">
          <CreativeTypeBadge type={piece.type} />
        </div>
        <CreativePieceBody
          piece={{ ...piece, corrections: [] }}
          titleId="creative-piece-title"
          heading="h1"
        />
      </article>
      {loaderData.gallery && <GalleryViewerIsland />}
    </>
  );
}
