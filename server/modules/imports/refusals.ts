import { Invalid, PayloadTooLarge, UnsupportedMediaType } from "../errors.ts";
import { DOCUMENT_MAX_LABEL } from "./limits.ts";

/** The refusals of a Word import, with the texts of SPEC.md §5 and §8 where it gives them. */
export const notAWordDocument = () =>
  new UnsupportedMediaType("Please upload a Word document (.docx or .doc)", undefined, "Invalid file type");

export const legacyWordDocument = () =>
  new UnsupportedMediaType(
    "This is an older Word document (.doc), which cannot be imported. Open it in Word or LibreOffice, save it as a Word Document (.docx) and upload that.",
    undefined,
    "Upload failed",
  );

/** Not a valid .docx package: a renamed zip, a damaged file, a decompression bomb, a conversion that ran
 * out of time or memory. */
export const documentUnreadable = () =>
  new Invalid("Failed to process the document", undefined, "Upload failed");

export const documentTooLarge = () =>
  new PayloadTooLarge(
    `Please upload a Word document smaller than ${DOCUMENT_MAX_LABEL}`,
    undefined,
    "File too large",
  );

export const noDocument = () =>
  new Invalid("Please choose a Word document to upload", undefined, "Upload failed");
