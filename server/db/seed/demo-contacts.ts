import type { ContactAddresses } from "#shared/schemas/settings.ts";

/** The demo publication's addresses, on a reserved domain that mails nowhere: demo data only. */
export const DEMO_CONTACT_ADDRESSES: ContactAddresses = {
  editor: "editor@borderlandtimes.example",
  tips: "tips@borderlandtimes.example",
  corrections: "corrections@borderlandtimes.example",
  ads: "ads@borderlandtimes.example",
  careers: "careers@borderlandtimes.example",
  privacy: "privacy@borderlandtimes.example",
  accessibility: "accessibility@borderlandtimes.example",
};
