// Test harness: `DATA_DIR=… node --import tsx tests/helpers/old-addresses.ts` publishes an article with
// the old addresses an import from WordPress would keep for it, before the server starts (the
// Redirects page's journey, issue 40).
import { publishForm } from "../../server/modules/content/forms.ts";
import { recordOldPaths } from "../../server/modules/moving-in/old-paths.ts";
import { loadConfigOrFail, openScriptDatabase } from "../../scripts/open-database.ts";
import { actor } from "./factories.ts";

const { database, close } = await openScriptDatabase(
  loadConfigOrFail(),
  () => "The server holds the database",
);
try {
  const published = await publishForm(database.db, actor("admin"), "article", {
    title: "Some post from the old site",
    content: "<p>Body.</p>",
    author: "Old Reporter",
    category: "Politics",
    imageUrl: "/images/default-article.svg",
  });
  await recordOldPaths(database.db, { articleId: published.id }, ["/2019/03/some-post/", "/?p=42"]);
} finally {
  await close();
}
