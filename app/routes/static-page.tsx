import type { Route } from "./+types/static-page";
import { ContactEmail, useContactAddress } from "~/components/contact-email.tsx";
import { AudienceStats, MediaKitRequest } from "~/components/static-blocks/advertise.tsx";
import { CookieTable } from "~/components/static-blocks/cookie-table.tsx";
import { openingSections } from "~/components/static-blocks/openings.tsx";
import { StaticPage, type StaticSection } from "~/components/static-page.tsx";
import { TeamGrid } from "~/components/team-card.tsx";
import { pageMeta, siteNameFrom } from "~/lib/meta.ts";
import { STATIC_PAGE_DESCRIPTIONS } from "~/lib/static-page-meta.ts";
import type { PageBlock, PagePart } from "#shared/static-pages.ts";
import { loadStaticPage } from "./static-page.server.ts";

/** The route's id is `routes/<slug>` (app/routes.ts): the page it shows. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, new URL(request.url).pathname.replace(/^\/|\.data$/g, ""));
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, {
    title: page?.title,
    description: page ? STATIC_PAGE_DESCRIPTIONS[page.slug]?.(siteNameFrom(matches)) : undefined,
  });

type Team = Route.ComponentProps["loaderData"]["team"];

function TeamBlock({ team }: { team: Team }) {
  const general = useContactAddress("editor");
  if (team.length > 0) return <TeamGrid team={team} />;
  return (
    <p>
      Our editorial team is being updated.
      {general && (
        <>
          {" "}
          In the meantime, write to <ContactEmail purpose="editor" />.
        </>
      )}
    </p>
  );
}

function Block({ block, team }: { block: PageBlock; team: Team }) {
  if (block === "team") return <TeamBlock team={team} />;
  if (block === "audience-stats") return <AudienceStats />;
  if (block === "media-kit-request") return <MediaKitRequest />;
  if (block === "cookie-table") return <CookieTable />;
  return null;
}

/** A section's parts: the editors' HTML (sanitized when saved), and the structured parts in place. */
function Parts({ parts, team }: { parts: PagePart[]; team: Team }) {
  return parts.map((part, i) =>
    "html" in part ? (
      <div key={i} dangerouslySetInnerHTML={{ __html: part.html }} />
    ) : (
      <Block key={i} block={part.block} team={team} />
    ),
  );
}

/** About, Contact, the policies, Careers and Advertise: the page the editors keep (decision 0047). */
export default function StaticPageRoute({ loaderData: page }: Route.ComponentProps) {
  const sections: StaticSection[] = page.body.sections.flatMap((section) => {
    // Careers' openings are sections of their own, where the placeholder stands.
    const at = section.parts.findIndex((p) => "block" in p && p.block === "openings");
    const own = { id: section.id, title: section.title };
    if (at < 0) return [{ ...own, content: <Parts parts={section.parts} team={page.team} /> }];
    const after = section.parts.slice(at + 1);
    return [
      { ...own, content: <Parts parts={section.parts.slice(0, at)} team={page.team} /> },
      ...openingSections(),
      ...(after.length
        ? [
            {
              id: `${section.id}-more`,
              title: section.title,
              content: <Parts parts={after} team={page.team} />,
            },
          ]
        : []),
    ];
  });
  return (
    <StaticPage
      title={page.title}
      standfirst={page.standfirst || undefined}
      lastUpdated={page.lastUpdated ?? undefined}
      toc={page.toc}
      sections={sections}
    >
      {page.body.intro.length > 0 && <Parts parts={page.body.intro} team={page.team} />}
    </StaticPage>
  );
}
