import type { Route } from "./+types/admin.dashboard.newsletter";
import { NewsletterCompose } from "~/components/portal/newsletter/compose.tsx";
import { NewsletterIssues } from "~/components/portal/newsletter/issues.tsx";
import { NewsletterSettingsForm } from "~/components/portal/newsletter/settings.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadNewsletter, newsletterAction } from "./admin.dashboard.newsletter.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Newsletter");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsletter(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

/** Newsletter (issue 27, admins): compose and send an issue to the confirmed subscribers. */
export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { draft, stories, addable, editions, preview, issues, settings, subscribers, me } = loaderData;
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="newsletter-heading" className="font-serif text-3xl font-bold">
        Newsletter
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Compose an issue and send it to every confirmed subscriber. Sent issues are in the public archive.
      </p>
      <div className="mt-6 space-y-6">
        <SettingsCard id="compose" title="New issue">
          <NewsletterCompose
            key={draft.id}
            draft={draft}
            stories={stories}
            addable={addable}
            editions={editions}
            preview={preview}
            subscribers={subscribers}
            me={me}
          />
        </SettingsCard>
        <SettingsCard id="issues" title="Sent issues">
          <NewsletterIssues issues={issues} />
        </SettingsCard>
        <SettingsCard id="sending" title="Sending">
          <NewsletterSettingsForm settings={settings} />
        </SettingsCard>
      </div>
    </section>
  );
}
