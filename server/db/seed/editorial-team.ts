import type { EditorialMember } from "./demo-types.ts";

/** The student editorial team, in display order. */
export const EDITORIAL_TEAM: EditorialMember[] = [
  {
    name: "Daphisha Syiemlieh",
    role: "Editor in Chief",
    bio: "A Class 12 humanities student in Shillong who co-founded Borderland Times in 2024. She writes about cities, economics and food, and still edits every lead story with a red pen.",
    email: "daphisha@borderlandtimes.example",
  },
  {
    name: "Anurag Bora",
    role: "Co-Editor",
    bio: "A first-year history undergraduate in Guwahati who grew up in Jorhat. He is interested in river towns, old roads and Assamese cinema.",
    email: "anurag@borderlandtimes.example",
  },
  {
    name: "Thoibi Ningthoujam",
    role: "Assistant Editor",
    bio: "A Class 12 science student from Imphal who manages the news desk's schedule and fact-checking. She writes about education, digital rights and, when nobody is looking, Korean dramas.",
    email: "thoibi@borderlandtimes.example",
  },
  {
    name: "Zothanpuia Ralte",
    role: "Sports Editor",
    bio: "A Class 11 commerce student in Aizawl and a reserve goalkeeper for his school team. He covers football, athletics and the music scene in Mizoram.",
    email: "zothanpuia@borderlandtimes.example",
  },
  {
    name: "Ibadahun Lyngdoh",
    role: "Political Editor",
    bio: "A second-year political science student in Shillong who follows district councils, student unions and land law. He believes every local meeting deserves a reporter.",
    email: "ibadahun@borderlandtimes.example",
  },
  {
    name: "Rituparna Kalita",
    role: "Science Editor",
    bio: "A Class 12 student from Nalbari preparing for a degree in environmental science. She writes about rivers, climate and agriculture, and runs the newsroom's data spreadsheets.",
    email: "rituparna@borderlandtimes.example",
  },
  {
    name: "Arnab Debbarma",
    role: "Graphics Designer",
    bio: "A Class 11 student in Agartala who draws the illustrations and maps for most of our stories. He also reports on trade and bamboo in Tripura.",
    email: "arnab@borderlandtimes.example",
  },
  {
    name: "Thiri Nandar Aung",
    role: "Graphic Designer",
    bio: "A first-year design student originally from Sagaing Region, now studying in Mizoram. She designs the layout of our pages and makes paper-cut art in her spare time.",
    email: "thiri@borderlandtimes.example",
  },
  {
    name: "Temsuwati Jamir",
    role: "Associate Editor",
    bio: "A Class 12 student in Mokokchung who edits the Opinion and Creative sections. She writes poetry and argues, often, for more local history in schools.",
    email: "temsuwati@borderlandtimes.example",
  },
  {
    name: "Lalremruati Hnamte",
    role: "Lifestyle Editor",
    bio: "A second-year English literature student in Aizawl who covers fashion, food and culture. She is rarely seen without a thrifted denim jacket.",
    email: "lalremruati@borderlandtimes.example",
  },
];
