import type { AppLoadContext } from "react-router";
import {
  addBreakingNews,
  deleteBreakingNews,
  setBreakingNewsActive,
  updateBreakingNews,
} from "../../server/modules/breaking-news/portal.ts";
import { retryFailedWork } from "../../server/modules/jobs/failures.ts";
import { resolveUncertainDelivery } from "../../server/modules/newsletter/uncertain.ts";
import { resolveUncertainNotificationMail } from "../../server/modules/notifications/uncertain.ts";
import { requestArchive } from "../../server/modules/static-archive/zip-requests.ts";
import type { PortalOperation } from "~/lib/portal-answer.server.ts";

type Db = AppLoadContext["services"]["db"];

/** Settings' breaking news: every item's ticker line shows on every public page. */
export const breakingNewsIntents = (db: Db): Record<string, PortalOperation> => ({
  "breaking-add": {
    changes: "everything",
    failure: "Failed to create breaking news",
    async run({ actor, form }) {
      await addBreakingNews(db, actor, form);
      return { title: "Breaking news created", description: "Breaking news has been successfully added" };
    },
  },
  "breaking-edit": {
    // The ticker of every page shows its title, as after breaking-add.
    changes: "everything",
    failure: "Failed to update breaking news",
    async run({ actor, form }) {
      await updateBreakingNews(db, actor, form);
      return {
        title: "Breaking news updated",
        description: "Breaking news has been successfully updated",
      };
    },
  },
  "breaking-toggle": {
    changes: "everything",
    failure: "Failed to update breaking news",
    async run({ actor, form }) {
      const item = await setBreakingNewsActive(db, actor, form.id, form.active);
      return item.isActive
        ? { title: "Breaking news activated", description: "Breaking news has been shown on the website" }
        : {
            title: "Breaking news deactivated",
            description: "Breaking news has been hidden on the website",
          };
    },
  },
  "breaking-delete": {
    changes: "everything",
    failure: "Failed to delete breaking news",
    async run({ actor, form }) {
      await deleteBreakingNews(db, actor, form.id);
      return {
        title: "Breaking news deleted",
        description: "Breaking news has been successfully removed",
      };
    },
  },
});

/** Settings → Failed mail and work: a failed job's retry and the decisions on uncertain mail. */
export const queueIntents = (db: Db): Record<string, PortalOperation> => ({
  "retry-job": {
    // A job's own run drops what it changes.
    changes: null,
    failure: "Failed to retry",
    async run({ actor, form }) {
      const { what } = await retryFailedWork(db, actor, form);
      return { title: "Retrying", description: `${what}: it runs again now` };
    },
  },
  "resolve-delivery": {
    changes: null,
    failure: "Failed to resolve the delivery",
    async run({ actor, form }) {
      const { email, decision } = await resolveUncertainDelivery(db, actor, form);
      return decision === "resend"
        ? { title: "Sending again", description: `${email} is mailed the issue again` }
        : { title: "Marked as sent", description: `${email} is counted as mailed` };
    },
  },
  "resolve-notification-mail": {
    changes: null,
    failure: "Failed to resolve the mail",
    async run({ actor, form }) {
      const { email, decision } = await resolveUncertainNotificationMail(db, actor, form);
      return decision === "resend"
        ? { title: "Sending again", description: `${email} is mailed the notification again` }
        : { title: "Marked as sent", description: `${email} is counted as mailed` };
    },
  },
});

/** Settings → Archive (decision 0080): an archive of the site made as a zip by a queued job. */
export const archiveIntents = (db: Db): Record<string, PortalOperation> => ({
  archive: {
    // An archive shows on no public page.
    changes: null,
    failure: "Failed to start the archive",
    async run({ actor, form }) {
      const { part } = await requestArchive(db, actor, form);
      return {
        title: "Making the archive",
        description: `An archive of ${part} is being made: this page shows when it is ready`,
      };
    },
  },
});
