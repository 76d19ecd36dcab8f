import {
  FILE_TOO_LARGE,
  IMAGE_TOO_LARGE,
  IMAGE_UPLOADED,
  IMAGE_UPLOADED_DETAIL,
  INVALID_FILE_TYPE,
  NOT_AN_IMAGE,
} from "#shared/texts.ts";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { useInRouterContext } from "react-router";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import { showToast } from "~/components/toaster.tsx";
import { ACCEPT_IMAGES, isAcceptedImage } from "./accepted-image.ts";
import { FileChooser } from "./file-chooser.tsx";
import { ImageUrlEntry } from "./image-url-entry.tsx";
import { LibraryPicker } from "./library-picker.tsx";
import { sendImage } from "./send-image.ts";

type Props = {
  /** The form field that carries the image's URL. */
  name: string;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
};

/** The portal's image picker (SPEC.md §2): drop a file or choose one, and it is uploaded with a progress
 * bar; or type an address. The chosen image is previewed with a Remove button, and its URL travels in
 * a hidden input named `name`. */
export function ImageUpload({ name, label, value, onChange }: Props) {
  const id = useId();
  const [mode, setMode] = useState<"file" | "url">("file");
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const abortUpload = useRef<(() => void) | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<"remove" | "file" | null>(null);
  // The library is read through the portal's routes; a page without a router (a test harness) has none.
  const hasLibrary = useInRouterContext();

  useEffect(() => () => abortUpload.current?.(), []);
  useEffect(() => {
    if (focusAfterRender.current === "remove") removeButton.current?.focus();
    if (focusAfterRender.current === "file") fileInput.current?.focus();
    focusAfterRender.current = null;
  });

  const choose = (url: string | null) => {
    focusAfterRender.current = url ? "remove" : "file";
    onChange(url);
  };

  async function upload(file: File) {
    if (!isAcceptedImage(file)) {
      showToast({
        title: INVALID_FILE_TYPE,
        description: NOT_AN_IMAGE,
        variant: "destructive",
      });
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      showToast({
        title: FILE_TOO_LARGE,
        description: IMAGE_TOO_LARGE,
        variant: "destructive",
      });
      return;
    }
    setProgress(0);
    setStatus(`Uploading ${file.name}`);
    const request = sendImage(file, setProgress);
    let cancelled = false;
    abortUpload.current = () => {
      cancelled = true;
      request.abort();
    };
    const outcome = await request.done;
    if (cancelled) return;
    abortUpload.current = null;
    setProgress(null);
    setStatus("");
    if (!outcome.ok) {
      showToast(outcome.toast);
      return;
    }
    showToast({ title: IMAGE_UPLOADED, description: IMAGE_UPLOADED_DETAIL });
    choose(outcome.url);
  }

  const uploading = progress !== null;
  return (
    <fieldset className="min-w-0">
      <legend className="block text-sm font-semibold">{label}</legend>
      <input type="hidden" name={name} value={value ?? ""} />
      <p role="status" className="sr-only">
        {status}
      </p>
      {value ? (
        <ImagePreview key={value} src={value} onRemove={() => choose(null)} buttonRef={removeButton} />
      ) : mode === "url" ? (
        <ImageUrlEntry
          onSet={(url) => {
            choose(url);
            showToast({ title: "Image URL added", description: "Image URL has been set successfully" });
          }}
        />
      ) : (
        <div
          data-dragging={dragging || undefined}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = uploading ? "none" : "copy";
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file && !uploading) void upload(file);
          }}
          className="mt-1 flex flex-col items-center gap-2 border-2 border-dashed border-ink/30 bg-white px-4 py-6 text-center data-dragging:border-accent data-dragging:bg-accent/5"
        >
          <p className="text-sm">
            {dragging ? "Drop the image to upload it" : "Drag and drop an image here, or"}
          </p>
          <FileChooser
            id={`${id}-file`}
            inputRef={fileInput}
            accept={ACCEPT_IMAGES}
            disabled={uploading}
            describedBy={`${id}-formats`}
            onFile={(file) => void upload(file)}
          >
            Choose an image
          </FileChooser>
          <p id={`${id}-formats`} className="text-xs text-muted">
            PNG, JPG, GIF, WebP or HEIC, up to 25MB
          </p>
          {uploading && (
            <ProgressBar label="Upload progress" percent={progress} text={`Uploading… ${progress}%`} />
          )}
        </div>
      )}
      {!value && (
        // The two ways besides a file, side by side with a gap (or one under the other on a phone).
        <div className="flex flex-wrap gap-x-6">
          <button
            type="button"
            disabled={uploading}
            onClick={() => {
              // The URL field takes focus as it appears (autoFocus); the file input is there already.
              if (mode === "url") focusAfterRender.current = "file";
              setMode(mode === "file" ? "url" : "file");
            }}
            className="mt-2 min-h-11 text-sm font-semibold text-accent underline underline-offset-2 disabled:opacity-60"
          >
            {mode === "file" ? "Use an image URL instead" : "Upload a file instead"}
          </button>
          {hasLibrary && (
            <LibraryPicker
              disabled={uploading}
              onChoose={(url) => {
                choose(url);
                showToast({
                  title: "Image chosen",
                  description: "An uploaded image from the library is used",
                });
              }}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}

function ImagePreview({
  src,
  onRemove,
  buttonRef,
}: {
  src: string;
  onRemove: () => void;
  buttonRef: React.Ref<HTMLButtonElement>;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="mt-1 flex flex-wrap items-start gap-3 border border-rule bg-white p-3">
      {broken ? (
        <p className="text-sm text-muted">The image could not be loaded for a preview.</p>
      ) : (
        <img
          src={src}
          alt="Preview of the chosen image"
          onError={() => setBroken(true)}
          className="max-h-48 max-w-full object-contain"
        />
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={onRemove}
        className="min-h-11 border border-accent px-4 py-2 text-sm font-semibold text-accent hover:bg-accent hover:text-white"
      >
        Remove image
      </button>
    </div>
  );
}
