import { useState } from "react";
import { createRoot } from "react-dom/client";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { Toaster } from "~/components/toaster.tsx";

/** The upload widget alone in a form, for the browser test (tests/e2e/image-upload-widget.test.ts):
 * the page is served only to the test's browser, never by the site. */
function Demo() {
  const [url, setUrl] = useState<string | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="font-serif text-2xl font-bold">Image upload</h1>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setPosted(String(new FormData(event.currentTarget).get("imageUrl")));
        }}
      >
        <ImageUpload name="imageUrl" label="Featured image" value={url} onChange={setUrl} />
        <button type="submit" className="min-h-11 border border-ink px-4 py-2">
          Publish
        </button>
      </form>
      {posted !== null && <p data-testid="posted">{posted}</p>}
      <Toaster flash={null} />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<Demo />);
