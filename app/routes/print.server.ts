import { data, type AppLoadContext } from "react-router";
import { editionPage, editionsByYear } from "../../server/modules/print/public.ts";
import { getSchoolYearSetting } from "../../server/modules/school-year/setting.ts";

/** /print (decision 0079): the published editions by school year. Cached; an edition's change drops it
 * ("content"). */
export async function loadEditions({ services: { db, storage } }: AppLoadContext) {
  return { years: await editionsByYear(db, storage, await getSchoolYearSetting(db)) };
}

/** /print/:volume/:number: one published edition, or a 404 page. */
export async function loadEdition(
  { services: { db, storage } }: AppLoadContext,
  volume: string,
  number: string,
) {
  const whole = (v: string) => (/^\d{1,6}$/.test(v) ? Number(v) : NaN);
  const edition = await editionPage(db, storage, whole(volume), whole(number));
  if (!edition) return data({ kind: "missing" as const }, { status: 404 });
  return { kind: "edition" as const, edition };
}
