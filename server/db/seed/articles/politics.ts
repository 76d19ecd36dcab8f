import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: Politics. */
export const POLITICS_ARTICLES: DemoArticle[] = [
  // ───────────────────────────── Politics ─────────────────────────────
  {
    title: "Village Councils Push Back Against New Land Survey Rules in Khasi Hills",
    excerpt:
      "Headmen from more than forty villages say a proposed digital land survey ignores clan and community ownership. The district council has promised consultations before anything is notified.",
    content: `<p>Dorbar shnong leaders from more than forty villages across East Khasi Hills met in Mawphlang on Saturday to oppose draft rules for a digital land survey, arguing that the forms leave no room for the clan and community land that makes up most of the hills.</p>
<p>The draft, circulated to village councils last month, asks every plot to be recorded against a single named owner with a registered title. In much of Meghalaya that is simply not how land is held. Forests, grazing slopes and sacred groves often belong to a clan, a village or a raid, and their boundaries are remembered by elders rather than drawn on maps.</p>
<h2>"A map is not a neutral thing"</h2>
<blockquote>"We are not against maps. We are against a map that quietly turns common land into nobody's land," said Bah Kitbor Nongrum, secretary of a village council near Laitkor, who spoke at the meeting.</blockquote>
<p>Several speakers raised the fear that land recorded without an individual owner could later be treated as government land. Others worried about the cost and travel involved in proving ownership at the district headquarters, especially for families in remote villages along the southern slopes towards Bangladesh.</p>
<p>A district council official, who asked not to be named because the rules are still in draft form, told Borderland Times that the survey is meant to reduce disputes, not create them. "Most court cases we see are about boundaries. A clear, shared record helps everyone, including clans," the official said, adding that a separate category for community land "is being discussed."</p>
<h2>What happens next</h2>
<p>The council has promised a round of public hearings in every block before the rules are notified. The headmen want three changes written into the draft:</p>
<ul>
<li>a separate, protected category for clan and community land;</li>
<li>survey teams that include a member nominated by the village dorbar;</li>
<li>the right to object locally, in Khasi, before any record becomes final.</li>
</ul>
<p>Students from the North-Eastern Hill University law department, who attended as observers, said the debate mirrors similar arguments in Nagaland and Mizoram, where customary land rights are also protected by the Constitution. Whether Meghalaya finds a way to digitise without flattening those rights will be watched closely across the region.</p>
<p>The hearings are expected to begin after the harvest season. Borderland Times will follow them block by block.</p>`,
    category: "Politics",
    author: "Ibadahun Lyngdoh",
    daysAgo: 0.4,
    featured: true,
    image: "shillong-hills.svg",
    caption: "Pine-covered ridges of East Khasi Hills. Illustration: Borderland Times graphics desk",
    updatedAfterDays: 0.3,
  },
  {
    title: "Inner Line Permit Debate Returns to Shillong's Student Unions",
    excerpt:
      "Three student bodies held a joint meeting on the permit system for the first time in two years. They agreed on the problem but not on the fix.",
    content: `<p>The question of whether Meghalaya should adopt an Inner Line Permit system, the travel document already required for visitors to Nagaland, Mizoram, Manipur and Arunachal Pradesh, was back on the table at a crowded meeting hall in Jaiaw this week.</p>
<p>Three student unions sat together for the first time in two years. All three said they were worried about unregulated migration and pressure on land and jobs. They disagreed, sharply at times, about whether a permit regime is the right answer.</p>
<h2>The case for</h2>
<p>Supporters argued that the permit is a simple, tested tool. "Our neighbours have it and their economies have not collapsed," one speaker told the hall. "Tourists still go to Kohima. Traders still go to Aizawl. What changes is that the state knows who is coming in and for how long."</p>
<h2>The case against</h2>
<p>Others pointed to the cost of administering a permit system across a long and porous border, and to the impact on students and patients travelling from the Barak Valley and the plains of Assam, who rely on Shillong's hospitals and colleges. A business association representative, invited as a guest, warned that taxi drivers and homestay owners in Sohra and Dawki were still recovering from the pandemic years.</p>
<blockquote>"If we want protection, let us talk about enforcement of the laws we already have, the land transfer rules and labour registration, before we build a new wall," said Wanphrang Marbaniang, a second-year economics student.</blockquote>
<p>A state government spokesperson said the government's position had not changed and that the matter "rests with the Centre." The Meghalaya Assembly passed a resolution in favour of the permit in 2019, but no further steps have been taken at the national level.</p>
<h2>What students want</h2>
<p>By the end of the evening, the unions had agreed on a shorter list: faster verification of labour licences, better data on migration, and a public consultation that includes village councils and not just organisations based in Shillong. They plan to submit a joint memorandum before the end of the month.</p>
<p>For a generation of students who were in primary school when the last wave of protests shut the city down, the tone this time was noticeably calmer. Whether that calm survives the next round of talks is another question.</p>`,
    category: "Politics",
    author: "Banteilang Kharkongor",
    daysAgo: 6.2,
    image: "newspaper-press.svg",
    updatedAfterDays: 2,
  },
  {
    title: "Monsoon Session: Assam Assembly Spends a Day on Flood Relief Audits",
    excerpt:
      "Legislators from Dhemaji, Lakhimpur and Barpeta traded figures on embankments and relief camps. The real test, they agreed, is what reaches villages before next year's floods.",
    content: `<p>Flood relief dominated the third day of the Assam Assembly's monsoon session on Tuesday, with legislators from the worst-affected districts questioning how much of last year's embankment budget was spent before the rains arrived.</p>
<p>Members from Dhemaji, Lakhimpur and Barpeta described breaches at the same weak points that had failed two and three years earlier. One legislator held up photographs of a repaired embankment section near the Subansiri that had washed away within weeks. The water resources department, answering on behalf of the government, said repair work had been completed on most listed stretches and that several breaches were caused by unusually intense rainfall upstream in Arunachal Pradesh.</p>
<h2>Numbers, and the gaps between them</h2>
<p>Opposition members asked for a district-wise audit of relief camp spending, including food, drinking water and sanitary supplies for women. The government replied that a social audit had been ordered in three districts and would be tabled in the next session.</p>
<blockquote>"Every year we discuss the flood after the flood. I would like, just once, to discuss it in February," said one senior member, drawing laughter from both sides of the House.</blockquote>
<h2>Students in the gallery</h2>
<p>Among those watching from the visitors' gallery were twenty students from a higher secondary school in Morigaon, whose own campus served as a relief camp for eleven days last July. Their class teacher said the visit had been planned months ago as a civics trip. It turned into a lesson in how slowly policy moves.</p>
<p>"We lost two weeks of classes and our practical exams were postponed," said Jyotishmita Das, a Class 12 student. "Nobody talked about that today. Schools as relief camps should be in the audit too."</p>
<p>The debate ended with a motion, passed by voice vote, asking the government to publish embankment repair schedules on district websites before each monsoon. Whether that happens by February is something the students from Morigaon say they intend to check.</p>`,
    category: "Politics",
    author: "Anurag Bora",
    daysAgo: 11.5,
    image: "monsoon-town.svg",
    caption: "Rain over a riverside town in Assam. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Manipur Students Demand Exam Centres Closer to Home as Highways Stay Uncertain",
    excerpt:
      "Class 12 candidates from the hill districts say a single day's travel to Imphal can cost more than a week's household budget. The education board says it is reviewing the centre list.",
    content: `<p>Students from Manipur's hill districts have asked the state's higher secondary board to open additional examination centres in Churachandpur, Ukhrul and Tamenglong, saying that travel to the Imphal valley for board exams is expensive, exhausting and, for some families, simply not possible.</p>
<p>A petition signed by more than 1,200 students and parents was submitted this week. It lists the cost of shared taxis, overnight stays and the fear of highway disruptions as reasons why candidates are missing papers or arriving after hours on the road.</p>
<h2>"We study for two years and lose it on the road"</h2>
<blockquote>"Last year my cousin reached the centre after nine hours in a Sumo. She wrote her physics paper with her hands shaking. We study for two years and lose it on the road," said Grace Lalmuanpuii, a Class 12 science student from Churachandpur.</blockquote>
<p>Students in the valley said they supported the demand. "Exams should test what you know, not how far you live from the centre," said Sanathoi Laishram, a student from Thoubal who helped collect signatures online. The petition was deliberately signed by students from every community, organisers said, to keep it focused on education.</p>
<h2>The board's response</h2>
<p>An official of the examination board said the centre list was under review and that decisions depended on the availability of secure storage for question papers, enough invigilators and reliable communication. "We want every child to write safely. Safety of the papers is also part of fairness," the official said.</p>
<p>Teachers' associations have suggested a practical compromise: using the district headquarters' government higher secondary schools, which already have strong rooms, as temporary centres with invigilators drawn from outside the district.</p>
<h2>Why it matters now</h2>
<p>Since 2023, the movement of people between the valley and the hills has been shaped by security concerns, and internet restrictions have at times made online forms and admit card downloads difficult. Several students said they had received their admit cards late because of connectivity problems.</p>
<p>The board has said a decision will be announced before the registration deadline. Student groups say they will wait until then but have asked that the reasons for any refusal be made public.</p>`,
    category: "Politics",
    author: "Thoibi Ningthoujam",
    daysAgo: 3.3,
    featured: true,
    image: "classroom-books.svg",
    updatedAfterDays: 1.2,
  },
  {
    title: "Aizawl's First-Time Voters Weigh Jobs Over Slogans",
    excerpt:
      "We spoke to two dozen first-time voters in Aizawl about what would actually change their vote. Almost none of them mentioned a party.",
    content: `<p>Ask a first-time voter in Aizawl what decides their vote and you will rarely hear the name of a party. You will hear about jobs, about the price of a bus ride to college, and about whether there will be any reason to stay in Mizoram after graduation.</p>
<p>Over two weeks, Borderland Times spoke to twenty-four voters between 18 and 21 years old in Chanmari, Dawrpui, Zarkawt and Durtlang. The conversations were informal: at bus stops, outside tuition centres, on the steps of the Millennium Centre. Here is what came up most often.</p>
<h2>Jobs, and where they are</h2>
<p>Seventeen of the twenty-four said employment was their main concern. Many have older siblings working in Bengaluru, Delhi or Hyderabad, often in hospitality or call centres. "My brother sends money home, but he comes home once a year. I want a choice to stay," said Lalrinfela, 19, who is studying commerce.</p>
<h2>Roads and drainage</h2>
<p>Several students mentioned the condition of roads during the rains, when landslides block lanes in the city and commutes double. Two had family members whose homes were affected by land subsidence in recent years.</p>
<blockquote>"I do not need big speeches. I need the road to my college to be open in July," said Vanlalhriati, 18, a first-year arts student.</blockquote>
<h2>The border and the neighbours</h2>
<p>Some voters raised the presence of refugees from Myanmar's Chin State, many of whom share family and church ties with Mizo families. Most spoke of them with sympathy, while several said the state needed more support from the Centre to house and educate them properly.</p>
<h2>What is missing</h2>
<p>Very few had attended a political rally. Most got their political news from Instagram, YouTube and the church youth fellowship. Almost all said they would vote. "It is the one day adults have to listen to us," one student said.</p>
<p>Political parties in the state have made youth employment a central plank of recent campaigns. What these conversations suggest is that young voters are listening closely, and that they will remember which promises arrive in their neighbourhood.</p>`,
    category: "Politics",
    author: "Zothanpuia Ralte",
    daysAgo: 17.8,
  },
  {
    title: "Tripura Council Budget Puts Roads Ahead of Schools, Critics Say",
    excerpt:
      "The autonomous district council's new budget raises spending on rural roads sharply while school funding stays flat. Teachers in remote blocks say their needs were overlooked.",
    content: `<p>The Tripura Tribal Areas Autonomous District Council presented its annual budget in Khumulwng this week, with a significant increase in spending on rural roads and a nearly flat allocation for the schools it runs across the hill areas.</p>
<p>Council members who presented the budget said connectivity was the foundation for everything else. "A road brings the teacher, the doctor and the buyer for the farmer's pineapples. Without it, nothing else works," a member of the executive committee said during the budget speech.</p>
<h2>Teachers want more than roads</h2>
<p>Teachers in remote blocks of Dhalai and Gomati districts were less convinced. Several told Borderland Times that their schools still lacked toilets, science equipment and, in some cases, a second teacher.</p>
<blockquote>"I teach four classes in one room. A new road will help me reach school faster, but I will still be alone when I get there," said a primary school teacher from Gandacherra, who asked that her name not be used.</blockquote>
<p>Opposition members in the council argued that mother-tongue education in Kokborok, which the council has promoted for years, needs trained teachers and textbooks, not only announcements. They pointed to vacancies in council-run schools that have not been filled.</p>
<h2>Both sides have a point</h2>
<p>The council's supporters note that several villages in the interior still have no all-weather road, and that children in those villages walk for over an hour to reach the nearest school. Better roads, they argue, will improve attendance and make it easier to post teachers in remote areas.</p>
<p>Education researchers at Tripura University say the best outcome would connect the two: prioritising road projects that lead to schools and health centres, and tying teacher postings to new connectivity. "Budgets are choices. The question is whether the choices talk to each other," one researcher said.</p>
<h2>What to watch</h2>
<p>The budget will be debated in the council over the next week. Student unions from the hill areas have said they will submit suggestions on scholarship amounts and hostel funding, both of which were unchanged from last year.</p>`,
    category: "Politics",
    author: "Arnab Debbarma",
    daysAgo: 24.6,
  },
];
