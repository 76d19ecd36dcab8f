import { Toaster } from "~/components/toaster.tsx";
import { island } from "./lib/island.tsx";

/** The notifications region of a public page, with the flash message a redirect brought. */
export default Toaster;
export const ToasterIsland = island("toaster", Toaster, "idle");
