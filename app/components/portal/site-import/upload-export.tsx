import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatSize } from "#shared/counted.ts";
import { SITE_IMPORT_MAX_LABEL } from "#shared/constants.ts";
import { FileChooser } from "~/components/portal/media/file-chooser.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { sendExport } from "./send-export.ts";

type Stage =
  | { kind: "idle" }
  | { kind: "sending"; name: string; sent: number; size: number }
  | { kind: "failed"; message: string };

/** Settings → Import's upload: choose an export, and it is sent in parts with its progress; the dry
 * run then begins by itself and shows in the list below. */
export function UploadExport() {
  const id = useId();
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const sending = stage.kind === "sending";
  const upload = async (file: File) => {
    setStage({ kind: "sending", name: file.name, sent: 0, size: file.size });
    const sent = await sendExport(file, (bytes) =>
      setStage({ kind: "sending", name: file.name, sent: bytes, size: file.size }),
    );
    setStage(sent.ok ? { kind: "idle" } : { kind: "failed", message: sent.message });
    void revalidator.revalidate();
  };
  const percent = sending ? Math.floor((stage.sent / stage.size) * 100) : 0;
  return (
    <SettingsCard
      id="upload-export"
      title="Upload an export"
      description={`A WordPress or SNO Sites export (Tools → Export → All content: an .xml file) or a Ghost export (Settings → Advanced → Import/Export: a .json file), up to ${SITE_IMPORT_MAX_LABEL}. Images are copied from the old site while it is still online.`}
    >
      <div className="flex flex-wrap items-center gap-4">
        <FileChooser
          id={`${id}-file`}
          accept=".xml,.json,application/xml,text/xml,application/json"
          disabled={sending}
          describedBy={`${id}-what`}
          onFile={(file) => void upload(file)}
        >
          Choose an export
        </FileChooser>
        <p id={`${id}-what`} className="text-xs text-muted">
          It is checked first: nothing is imported until you start it.
        </p>
      </div>
      <div role="status" aria-live="polite" className="mt-4 text-sm">
        {sending && <span className="sr-only">Uploading {stage.name}</span>}
        {stage.kind === "failed" && <p className="font-semibold text-red-800">{stage.message}</p>}
      </div>
      {sending && (
        <ProgressBar
          className="max-w-md"
          label={`Uploading ${stage.name}`}
          percent={percent}
          text={`Uploading ${stage.name}: ${formatSize(stage.sent)} of ${formatSize(stage.size)} (${percent}%)`}
        />
      )}
    </SettingsCard>
  );
}
