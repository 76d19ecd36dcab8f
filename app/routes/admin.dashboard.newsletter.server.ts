import type { AppLoadContext } from "react-router";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";
import {
  currentDraft,
  draftView,
  pastIssues,
  readIssueForm,
  saveDraft,
} from "../../server/modules/newsletter/issues.ts";
import { scheduleDigest } from "../../server/modules/newsletter/digest.ts";
import {
  getNewsletterSettings,
  saveNewsletterSettings,
} from "../../server/modules/newsletter/newsletter-settings.ts";
import { renderDraft, startSend, testSend } from "../../server/modules/newsletter/sending.ts";
import { previewBody } from "../../server/modules/newsletter/issue-mail.ts";
import { subscriberCounts } from "../../server/modules/newsletter/subscriber-counts.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

const SECTION = "/admin/dashboard/newsletter";

async function publication({ services }: AppLoadContext) {
  const { siteName } = await getSiteIdentity(services.db);
  return {
    siteName,
    publicUrl: services.config.publicUrl,
    secret: services.cookieSecret,
    storage: services.storage,
  };
}

/** Newsletter (admins): the draft being composed with its preview, the sending settings, and the
 * issues sent or being sent with their counts. */
export async function loadNewsletter(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "newsletter");
  const { db } = context.services;
  const draft = await currentDraft(db, actor);
  const pub = await publication(context);
  const [view, preview, issues, settings, subscribers] = await Promise.all([
    draftView(db, actor, draft),
    renderDraft(db, draft, pub),
    pastIssues(db, actor),
    getNewsletterSettings(db),
    subscriberCounts(db),
  ]);
  return {
    draft: {
      id: draft.id,
      subject: draft.subject,
      introHtml: draft.introHtml,
      editionId: draft.editionId,
    },
    ...view,
    preview: previewBody(preview.html),
    issues,
    settings,
    subscribers,
    me: actor.email,
  };
}

const storiesOf = (form: Record<string, string>) => (form.stories ?? "").split(",").filter(Boolean);

/** Save the draft (autosave too), mail a test to yourself, send to all, or save the settings. */
export function newsletterAction(request: Request, context: AppLoadContext) {
  const { db, mailer, config } = context.services;
  return runPortalAction(
    request,
    context,
    {
      save: {
        changes: null,
        failure: "Could not save the issue",
        async run({ actor, form }) {
          await saveDraft(db, actor, form.id ?? "", readIssueForm(form, storiesOf(form)));
          return { title: "Draft saved", description: "The issue is saved as a draft" };
        },
      },
      test: {
        changes: null,
        failure: "Could not send the test",
        async run({ actor, form }) {
          await saveDraft(db, actor, form.id ?? "", readIssueForm(form, storiesOf(form)));
          const { to } = await testSend(db, mailer, actor, form.id ?? "", await publication(context));
          return { title: "Test sent", description: `A test of this issue is on its way to ${to}` };
        },
      },
      send: {
        changes: null,
        failure: "Could not send the issue",
        async run({ actor, form }) {
          await saveDraft(db, actor, form.id ?? "", readIssueForm(form, storiesOf(form)));
          const sent = await startSend(db, actor, form.id ?? "", await publication(context));
          return {
            title: "Sending",
            description: `The issue is being sent to ${sent.recipients} confirmed subscribers`,
          };
        },
      },
      settings: {
        changes: null,
        failure: "Could not save the settings",
        async run({ actor, form }) {
          await saveNewsletterSettings(db, actor, form, (tx, s) => scheduleDigest(tx, s, config.timeZone));
          return { title: "Settings saved", description: "The newsletter's settings are saved" };
        },
      },
    },
    SECTION,
  );
}
