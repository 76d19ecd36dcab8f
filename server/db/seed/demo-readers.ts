import type { DemoComment, DemoReader } from "./demo-types.ts";

export const DEMO_READERS: DemoReader[] = [
  { name: "Kerlang Nongsiej", email: "kerlang.nongsiej@example.org" },
  { name: "Bornali Gogoi", email: "bornali.gogoi@example.org" },
  { name: "Lalnunmawii Sailo", email: "nunmawii.sailo@example.org" },
  { name: "Tanvir Hasan Chowdhury", email: "tanvir.chowdhury@example.org" },
  { name: "Neiphrezo Kire", email: "neiphrezo.kire@example.org" },
];

/** `reader` indexes DEMO_READERS; every articleTitle is a title in DEMO_ARTICLES. */
export const DEMO_COMMENTS: DemoComment[] = [
  {
    articleTitle: "Village Councils Push Back Against New Land Survey Rules in Khasi Hills",
    reader: 0,
    content:
      "My father is on our dorbar shnong and this is all anyone talks about at meetings. The point about objections being heard locally, in Khasi, is the most important one on the list.",
    hoursAfter: 2,
  },
  {
    articleTitle: "Village Councils Push Back Against New Land Survey Rules in Khasi Hills",
    reader: 4,
    content:
      "We had a very similar debate in Nagaland a few years ago. It would help to compare how the two states handle community land in their records.",
    hoursAfter: 6,
  },
  {
    articleTitle: "Across the Tiau River, Families Live Between Two Countries",
    reader: 2,
    content:
      "Thank you for writing this without turning anyone into a statistic. My church in Champhai hosts three families and the children are some of the brightest in the Sunday school.",
    hoursAfter: 4,
  },
  {
    articleTitle: "Across the Tiau River, Families Live Between Two Countries",
    reader: 3,
    content:
      "Reading this from Chittagong, it sounds a lot like what people in Teknaf say about the camps. Border towns always carry more than their share.",
    hoursAfter: 20,
  },
  {
    articleTitle: "Sylhet's Haor Farmers Race the Flash Floods to Save Boro Rice",
    reader: 3,
    content:
      "My uncle farms near Tahirpur and this is exactly how the spring feels every year. Real-time rainfall data from Meghalaya would honestly save lives and harvests.",
    hoursAfter: 3,
  },
  {
    articleTitle: "Sylhet's Haor Farmers Race the Flash Floods to Save Boro Rice",
    reader: 0,
    content:
      "Interesting to read the other side of our rain. We complain about it in Sohra, but I never thought about where all that water goes the next day.",
    hoursAfter: 11,
  },
  {
    articleTitle: "Internet Shutdowns Punish Students First. Stop Using Them as a Reflex",
    reader: 1,
    content:
      "The suggestion to keep educational websites and broadband running is practical and reasonable. I hope someone in the education department reads this.",
    hoursAfter: 5,
  },
  {
    articleTitle: "Internet Shutdowns Punish Students First. Stop Using Them as a Reflex",
    reader: 4,
    content:
      "I agree with most of this, though I think the piece could say more about how rumours actually spread offline too. Still, automatic deadline extensions should be a rule everywhere.",
    hoursAfter: 14,
  },
  {
    articleTitle: "Tea Garden Wages: Workers Say the Raise Has Not Reached the Plate",
    reader: 1,
    content:
      "I grew up near an estate in Tinsukia and the notebook detail made me stop. Linking wages to a local price index seems like an idea worth a proper study.",
    hoursAfter: 9,
  },
  {
    articleTitle: "Hornbill Festival Diary: Ten Days in Kisama",
    reader: 4,
    content:
      "Day 3 is the truest part. The best performances are always the ones nobody is filming. Lovely writing, please do this again next December.",
    hoursAfter: 7,
  },
  {
    articleTitle: "Reading the Monsoon: Sohra Students Build Their Own Rain Gauges",
    reader: 2,
    content:
      "This is what school science should look like. Could the club share the spreadsheet? Our science teacher in Aizawl would love to try the same thing on our ridge.",
    hoursAfter: 12,
  },
  {
    articleTitle: "Give Shillong's Footpaths Back to the People Who Walk",
    reader: 0,
    content:
      "Covered walkways on school routes, yes please. And I am glad the piece does not blame the vendors, because they have nowhere else to go either.",
    hoursAfter: 18,
  },
];
