import { data, type AppLoadContext } from "react-router";
import { yearArchive } from "../../server/modules/school-year/archive.ts";
import { pageNumber } from "~/lib/url-params.ts";

/** /archive/2025-26 (issue 40): a school year's published pieces by month and section. Cached; any
 * piece's change drops it. */
export async function loadYearArchive(context: AppLoadContext, request: Request, year: string) {
  const { db, config } = context.services;
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const archive = await yearArchive(db, config.timeZone, year, page);
  if (!archive) return data({ kind: "missing" as const }, { status: 404 });
  return {
    kind: "archive" as const,
    ...archive,
    months: archive.months.map((m) => ({
      month: m.month,
      sections: m.sections.map((s) => ({
        section: s.section,
        pieces: s.pieces.map(({ title, href }) => ({ title, href })),
      })),
    })),
  };
}
