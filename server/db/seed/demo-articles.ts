import type { DemoArticle } from "./demo-types.ts";

/**
 * Demo articles for Borderland Times. All people quoted are invented; officials are referred to by role.
 * daysAgo values are distinct so the ordering of the front page is stable.
 */
export const DEMO_ARTICLES: DemoArticle[] = [
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
  // ───────────────────────────── Business ─────────────────────────────
  {
    title: "Dawki Traders Count Gains and Losses on the Tamabil Route",
    excerpt:
      "Stone and limestone lorries still dominate the Dawki–Tamabil crossing, but a new generation of small traders is testing oranges, bay leaves and handicrafts.",
    content: `<p>By seven in the morning, the queue of lorries at the Dawki land customs station already stretches past the suspension bridge over the Umngot. Most carry boulders and limestone bound for construction sites in Sylhet and beyond. It is a trade that has sustained the town for decades, and one that many here say is changing.</p>
<p>Over a week at the crossing, Borderland Times spoke to lorry owners, customs clearing agents, tea-stall owners and a handful of younger traders who are trying something different.</p>
<h2>The old business</h2>
<p>Stone exports remain the backbone. Clearing agents said volumes had recovered after a slow period, but margins had thinned as fuel prices and waiting times rose. "A lorry that waits two days at the border earns nothing for two days," said Bah Skhem Rymbai, who owns three trucks. "The road from Shillong is better now. The waiting is the problem."</p>
<h2>The new experiments</h2>
<p>Smaller traders, many of them in their twenties, are testing goods that grow in the surrounding hills: Khasi mandarins, bay leaves, broom grass and turmeric from Jaintia Hills. Banri Sohtun, 24, sends small consignments of oranges to a buyer in Sylhet whom she first met through a cousin. "The paperwork for a small trader is the same as for a big one. That is what slows us down," she said.</p>
<blockquote>"Bangladesh is not a faraway market. It is forty minutes downhill. We just have not learned to sell it anything except stones," said a customs clearing agent who has worked in Dawki for fifteen years.</blockquote>
<h2>What traders are asking for</h2>
<ul>
<li>A simplified clearance window for consignments below a set value;</li>
<li>cold storage near the border for fruit during the winter harvest;</li>
<li>regular meetings between traders from both sides, which stopped during the pandemic.</li>
</ul>
<p>An official at the land customs station said procedures were set nationally, but that the station had reduced average clearance time with a new digital system. He encouraged small traders to register with the export promotion council to benefit from existing schemes.</p>
<p>Tourism adds another layer. The clear green water of the Umngot draws boat-riding visitors in the dry season, and tea stalls do good business from both lorry drivers and tourists. For now, Dawki lives between those two economies: one heavy and old, one light and uncertain.</p>`,
    category: "Business",
    author: "Daphisha Syiemlieh",
    daysAgo: 1.6,
    featured: true,
    image: "market-stalls.svg",
  },
  {
    title: "Tea Garden Wages: Workers Say the Raise Has Not Reached the Plate",
    excerpt:
      "The latest increase in daily wages for Assam's tea workers has been swallowed by the price of rice, dal and cooking gas, families in Dibrugarh and Tinsukia say.",
    content: `<p>In the labour lines of a tea estate outside Dibrugarh, the conversation about wages always comes back to the kitchen. The daily wage for tea garden workers in Assam has been raised more than once in recent years. Families here say it has not kept up with what they spend on rice, dal, mustard oil and cooking gas.</p>
<p>Borderland Times visited three estates in Dibrugarh and Tinsukia districts and spoke to pluckers, factory workers, a garden hospital nurse and two managers. Most workers asked that their names not be printed.</p>
<h2>The household arithmetic</h2>
<p>A plucker in her forties showed us the notebook where she records expenses. Rations from the estate still help, she said, but the family now buys more from the market than before. "When the wage goes up by a few rupees, the gas cylinder goes up by more," she said.</p>
<blockquote>"My daughter wants to study nursing in Guwahati. Every month I calculate if we can keep her there. Some months the answer is no," said a factory worker who has been on the estate for twenty-two years.</blockquote>
<h2>The estates' side</h2>
<p>Managers pointed to pressures on the industry: stagnant auction prices, rising input costs, competition from small tea growers and cheaper teas from abroad. One manager said the estate continued to provide housing, healthcare, schooling and subsidised rations, which he said should be counted as part of the wage. Worker representatives accept that, but argue that the quality of those facilities varies greatly from garden to garden.</p>
<h2>The next generation</h2>
<p>Many young people in the labour lines are leaving. Sons and daughters of tea workers increasingly work in hotels in the south or in construction in Guwahati. Estates report shortages of pluckers during peak flush, which in turn affects production.</p>
<p>Student organisations from the tea community have called for a wage board that meets regularly, rather than increases announced around elections. Economists at Dibrugarh University suggest linking wages to a local price index so that workers are not always chasing inflation.</p>
<p>For now, the plucker with the notebook has made her own decision. "I will keep working so my daughter does not have to do this work," she said. "That is my wage policy."</p>`,
    category: "Business",
    author: "Priyanka Saikia",
    daysAgo: 8.4,
    image: "tea-garden.svg",
    caption: "Tea bushes in morning light, Upper Assam. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Betel Nut Prices Slide in Ri-Bhoi as Traders Point to Smuggled Supply",
    excerpt:
      "Growers in Ri-Bhoi and the West Khasi Hills say prices for raw kwai have dropped sharply this season. Traders blame cheaper nuts entering through unofficial routes.",
    content: `<p>Areca nut, kwai to every Khasi household, is more than a crop in Meghalaya. It is offered to guests, exchanged at weddings and chewed at every market in the state. For thousands of farming families in Ri-Bhoi and the West Khasi Hills, it is also the main source of cash. This season, growers say, that cash has shrunk.</p>
<h2>Falling prices at the farm gate</h2>
<p>Farmers in villages around Umsning and Nongpoh told Borderland Times that traders were offering noticeably less per kilogram than last year for raw nuts. Several said they had delayed harvesting in the hope that prices would recover.</p>
<blockquote>"We planted these trees for our children's school fees. Now the trees are ready and the price is not," said Bah Treilang Nongkhlaw, a grower from a village near Umsning.</blockquote>
<h2>Why prices fell</h2>
<p>Wholesale traders in Shillong and Guwahati pointed to several causes. A good harvest across the North-East increased supply. Demand from buyers in other states fell as processors held large stocks. Many traders also blamed nuts entering India through unofficial routes from Myanmar and Bangladesh, which undercut local produce. Enforcement agencies have reported seizures of such consignments along the border in recent months.</p>
<p>An agriculture department official said the government was aware of the concern and was encouraging growers to form producer companies that can store and process nuts, rather than sell raw at harvest. "The farmer who must sell on the day of harvest has no bargaining power," the official said.</p>
<h2>Looking for alternatives</h2>
<p>Some younger farmers are intercropping with black pepper, which climbs the areca trunks, and with pineapples on the lower slopes. Others are trying to sell directly to shops in Shillong.</p>
<ul>
<li>Pepper vines can be trained up existing areca trees at low cost.</li>
<li>Dried, sorted nuts fetch better prices than raw ones, but need drying space.</li>
<li>Producer groups can negotiate with buyers collectively.</li>
</ul>
<p>None of this is a quick fix. Areca trees take years to mature, and families who invested in them a decade ago cannot switch overnight. For now, many are waiting, and watching the price boards at the Iewduh wholesale market each week.</p>`,
    category: "Business",
    author: "Banteilang Kharkongor",
    daysAgo: 19.3,
  },
  {
    title: "Tripura's Bamboo Startups Turn Offcuts Into Furniture Orders",
    excerpt:
      "A handful of young entrepreneurs in Agartala are turning bamboo waste into laminated boards, lamps and chairs, and finding buyers in Bengaluru and Pune.",
    content: `<p>In a small workshop on the edge of Agartala, the air smells of cut cane and wood glue. Stacks of bamboo strips, each no longer than a forearm, are pressed into boards that will become tabletops for a café chain in Bengaluru. Two years ago, these strips would have been burnt as waste.</p>
<p>Tripura has long been one of India's major bamboo-producing states, and its craftspeople are known for fine baskets and mats. What is new is a cluster of small companies run by people in their twenties and thirties who are treating bamboo as an industrial material rather than only a craft.</p>
<h2>From waste to board</h2>
<p>Ratul Reang, 27, started his company with two friends after studying design outside the state. "Traditional units use the best part of the culm and throw away the rest. We collect the rest," he said. The offcuts are treated, dried, glued under pressure and sanded into boards that can be cut like plywood.</p>
<blockquote>"Customers in big cities like the story, but they buy because the board is strong and looks good. The story gets you the first order. Quality gets you the second," Reang said.</blockquote>
<h2>The hard parts</h2>
<p>Entrepreneurs listed familiar problems: unreliable power, expensive freight to the rest of India, and difficulty finding trained workers for machine operations. Shipping through Bangladesh's ports could cut costs dramatically, several said, if transit arrangements become routine.</p>
<p>Artisans' groups also raised a concern: that mechanised production could reduce demand for handwoven products. Some startups are responding by hiring artisans for finishing and design work, and by marking products made with traditional techniques.</p>
<h2>Government support</h2>
<p>An official of the state's bamboo mission said the government was offering subsidies for machinery and training, and was encouraging bamboo plantations on degraded land. The official said the state wants to be known for high-value bamboo products, not only raw material.</p>
<p>For Ratul Reang, the goal is simple: "I want someone in Pune to sit at a table and not know it was waste from Tripura. Then I want them to find out, and be surprised."</p>`,
    category: "Business",
    author: "Arnab Debbarma",
    daysAgo: 13.7,
    image: "bamboo-bridge.svg",
  },
  {
    title: "Moreh Traders Wait as the Tamu Crossing Stays Half-Open",
    excerpt:
      "Once one of the busiest land crossings between India and South-East Asia, the Moreh–Tamu route now sees a fraction of its former trade. Shopkeepers are adapting, slowly.",
    content: `<p>Moreh used to be a town of noise. Shopkeepers remember when the market near the gate to Tamu was so crowded that it took half an hour to walk a hundred metres, when Burmese blankets, Thai crockery and Chinese electronics changed hands in a dozen languages. Today the lanes are quieter.</p>
<p>The crossing between Moreh in Manipur and Tamu in Myanmar's Sagaing Region has been disrupted repeatedly in recent years: first by the pandemic, then by conflict in Myanmar after 2021, and more recently by the security situation in Manipur itself. Formal trade continues in limited form; informal trade, which was always larger, has become unpredictable.</p>
<h2>Shops that stayed</h2>
<p>Borderland Times spoke to shopkeepers who have chosen to stay. One, who sells household goods, said her income had fallen to a fraction of what it was. "My customers came from Imphal on weekends. Now the road is uncertain and people do not come," she said.</p>
<blockquote>"A border town lives on movement. When the movement stops, we are just a town at the end of a road," said a hardware trader who has been in Moreh for thirty years.</blockquote>
<h2>Adapting</h2>
<p>Some traders have shifted to selling online, taking orders on WhatsApp and sending goods to Imphal by transport services when the highway is open. Others have diversified into groceries and medicines for the local population. A few younger residents have left for Imphal, Guwahati or further.</p>
<h2>The bigger picture</h2>
<p>The Moreh–Tamu route is central to the planned India–Myanmar–Thailand Trilateral Highway and India's Act East policy. Officials have said infrastructure at the integrated check post is ready and that trade will grow as conditions stabilise. Traders say they have heard this before.</p>
<p>Across the bridge, Tamu's own market has also been affected by the conflict in Sagaing. Traders on both sides say the same thing: they are ready when the road is. "Give us two peaceful years," said the hardware trader. "We know how to do the rest."</p>`,
    category: "Business",
    author: "Romen Khumanthem",
    daysAgo: 27.2,
    image: "market-stalls.svg",
    caption: "A border market in the morning. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Shillong's Cafe Boom: Who Is Actually Making Money?",
    excerpt:
      "Laitumkhrah alone has more than a dozen new cafés. Owners, baristas and landlords tell us who profits from the city's caffeine craze.",
    content: `<p>Walk down Laitumkhrah's main road on a Saturday evening and count the cafés. We stopped at fourteen. Add Police Bazar, Laban and the road to Upper Shillong, and the city has seen an explosion of coffee shops with wooden tables, fairy lights and a playlist of old rock songs.</p>
<p>Borderland Times spoke to seven café owners, five baristas, two landlords and a coffee grower from the Garo Hills to understand who is making money.</p>
<h2>Landlords first</h2>
<p>Almost every owner named the same problem: rent. Ground-floor spaces on busy roads have become much more expensive as demand has risen. "The landlord makes money whether I sell one cup or a hundred," said an owner who opened two years ago and is now considering moving to a side street.</p>
<h2>Margins on a cup</h2>
<p>Owners said coffee itself has a decent margin, but food, electricity for machines and wastage eat into it. The cafés that are doing well have something besides coffee: live music nights, board games, a bakery counter or a reputation among tourists who find them on Instagram.</p>
<blockquote>"A café in Shillong is not a coffee business. It is a place-to-sit business. People come because there are not many other places to sit for three hours that are warm, safe and not a bar," said Ibakordor Warjri, who runs a small café near Don Bosco Square.</blockquote>
<h2>Workers</h2>
<p>Baristas, mostly young people, said the jobs were enjoyable but paid modestly. Several work part-time while studying at colleges in the city. Two said they hoped to open their own places one day.</p>
<h2>The coffee itself</h2>
<p>A growing number of cafés now serve coffee grown in Meghalaya, from plantations in the Garo Hills and Ri-Bhoi. A grower said demand from cafés had helped, but that volumes are still small. "They like our name on their menu. I would like our coffee in their grinder every day," he said.</p>
<p>Will the boom last? Several owners expect some cafés to close in the next year. Those that survive, they say, will be the ones that become part of a neighbourhood rather than a backdrop for photographs.</p>`,
    category: "Business",
    author: "Daphisha Syiemlieh",
    daysAgo: 31.5,
  },
  // ───────────────────────────── Opinion ─────────────────────────────
  {
    title: "Internet Shutdowns Punish Students First. Stop Using Them as a Reflex",
    excerpt:
      "I have lived through more internet shutdowns than board exams. Every time, the people who lose the most are the ones with the least say in why it happened.",
    content: `<p>I am seventeen, and I have lived through more internet shutdowns than board exams. I remember the first one mostly as an inconvenience. I remember the long one in 2023 as the months when my younger brother stopped attending online tuition, when my cousin missed a college admission deadline in Delhi, and when my mother could not pay the electricity bill because the app would not load.</p>
<p>I understand why governments turn off the internet. Rumours spread fast on messaging apps, and rumours in a tense situation can get people killed. I do not dismiss that. But I want to argue that shutdowns have become a reflex rather than a last resort, and that students pay a price that is never counted.</p>
<h2>Who actually loses</h2>
<p>When the internet goes off, the people spreading rumours often find other ways: VPNs, phones from neighbouring districts, word of mouth. The people who cannot find other ways are students filling scholarship forms, small traders taking UPI payments, patients booking appointments and families trying to reach relatives.</p>
<blockquote>A shutdown is sold as a tool against violence. In my experience, it mostly works as a tool against ordinary life.</blockquote>
<h2>What I am asking for</h2>
<p>I am not naïve enough to ask for no restrictions ever. I am asking for restrictions that are narrow, short and explained. Specifically:</p>
<ul>
<li>Publish every shutdown order, with reasons and an end date, as the Supreme Court has said they should be.</li>
<li>Keep broadband and educational websites working, even if mobile data is suspended.</li>
<li>Extend exam, scholarship and admission deadlines automatically for affected districts.</li>
</ul>
<h2>Trust works both ways</h2>
<p>A government that switches off the internet is telling its citizens that it does not trust them with information. I would like my government to trust me a little more, and to earn my trust by explaining itself. Every silent, indefinite shutdown teaches young people like me that our education is the first thing that can be switched off.</p>
<p>I want to live in a Manipur where the internet is not the first casualty of every crisis. That should not be a radical demand.</p>`,
    category: "Opinion",
    author: "Thoibi Ningthoujam",
    daysAgo: 2.4,
  },
  {
    title: "Our Schools Should Teach the History of the Hills, Not Only the Plains",
    excerpt:
      "I can name the Mughal emperors in order. Until last year I could not tell you what happened in Kohima in 1944. That says something about what our textbooks think matters.",
    content: `<p>I can name the Mughal emperors in order. I can explain the causes of the First World War and the main events of the French Revolution. Until last year, I could not have told you what happened in Kohima in 1944, or who the Ahom kings were, or why Sylhet is in Bangladesh. I learned those things from my grandmother, YouTube and a library book, not from my syllabus.</p>
<p>I am not arguing that we should stop learning national or world history. I love it. I am arguing that a student in Mokokchung should not have to discover the history of her own hills by accident.</p>
<h2>What is missing</h2>
<p>Our textbooks give the North-East a few paragraphs at best, usually about annexation, insurgency or a single freedom fighter. Entire centuries of history are missing: the trade routes between Assam and Burma, the village republics of the Naga hills, the Khasi states and their syiems, the Mizo chieftainships, the Manipuri kingdom and its chronicles.</p>
<blockquote>When your own history is absent from the textbook, the lesson you learn is not about the past. It is about whether you matter.</blockquote>
<h2>What I would change</h2>
<p>State boards already have some room to add local content, and a few have used it. I would go further. Every school board in the region should include at least one full unit, taught and examined, on the history of the North-East and its neighbours. It should be written with historians from the region, and it should include oral history, because much of our past was never written down.</p>
<p>I would also like students to do their own research. Interviewing a grandparent about the 1950s or mapping an old trade path is real historical work. It teaches method, not only memory.</p>
<h2>An objection</h2>
<p>Some teachers tell me that local history is contested and could become political. That is true. But history is always contested. Avoiding it does not make it neutral; it simply leaves the field to rumour and social media. A careful, well-sourced classroom is the safest place to have those conversations.</p>
<p>I want the next student in Mokokchung to learn about Kohima in her classroom, with a teacher, and to be able to argue about it. That is what an education is for.</p>`,
    category: "Opinion",
    author: "Temsuwati Jamir",
    daysAgo: 9.1,
    image: "classroom-books.svg",
  },
  {
    title: "Sympathy Is Not a Policy: How We Talk About Refugees Matters",
    excerpt:
      "Mizoram opened its homes to people fleeing Myanmar. Three years on, I worry we are running on goodwill alone, and goodwill runs out.",
    content: `<p>When people began crossing the Tiau river from Chin State in 2021, my church collected blankets, rice and school bags within a week. Families in our locality took in relatives they had never met. I was proud of that, and I still am. Many of the people who came share our language, our surnames and our faith. We did not see them as foreigners; we saw them as kin.</p>
<p>But I want to argue something uncomfortable: sympathy is not a policy, and we have been treating it as one for too long.</p>
<h2>Goodwill runs out</h2>
<p>Tens of thousands of people from Myanmar, and displaced families from Manipur too, have sheltered in Mizoram. Most depend on a mix of state support, church help and casual work. Children attend local schools in crowded classrooms. Clinics in border districts see more patients than they were built for. The hosts are not rich either.</p>
<blockquote>When we say "they are our brothers and sisters," we should also ask: who is paying for our brothers' and sisters' schoolbooks next year?</blockquote>
<h2>What a policy would look like</h2>
<p>I am a student, not an expert, but I think a few things are obvious. First, clear documentation, so that people can access schools and hospitals without fear. Second, proper funding from the Centre and from international agencies, not only from the state and churches. Third, a plan for livelihoods, because people who can work legally contribute to the local economy instead of competing in the shadows.</p>
<h2>Words matter</h2>
<p>I also worry about how the conversation has started to change. A few months ago I heard someone at a bus stop blame "the refugees" for the price of rice. That is how resentment begins: not with hatred, but with tiredness and nobody explaining what is going on.</p>
<p>We can prevent that by being honest. Honest with the people we host about what we can offer, honest with ourselves about the costs, and honest with Delhi about what we need. Mizoram's hospitality is real. It deserves a plan that will let it last.</p>`,
    category: "Opinion",
    author: "Lalremruati Hnamte",
    daysAgo: 15.4,
  },
  {
    title: "Toppers' Lists Do More Harm Than Good",
    excerpt:
      "Every May, newspapers print the faces of the top ten students in the state. I was one of them once, and I think we should stop.",
    content: `<p>Two years ago my photograph was in the newspapers. I had come seventh in the state in the Class 10 board examinations. Relatives called from Nagaon and Tezpur. A coaching centre put my face on a banner without asking. For a few weeks I was, in a small way, famous.</p>
<p>I want to argue that we should stop publishing toppers' lists altogether, and I want to explain why from the inside.</p>
<h2>What the list measures</h2>
<p>A merit list measures who scored highest in a set of written papers on particular days. It does not measure curiosity, kindness, creativity or resilience. It rewards students who have access to good schools, private tuition and quiet rooms to study in. I had all three. Many of my classmates, who are brilliant in ways no exam tests, had none.</p>
<blockquote>For every face on the front page, there are thousands of students who learned that day that their marks were not good enough to be seen.</blockquote>
<h2>What it does to the rest</h2>
<p>Counsellors in Guwahati told me that results week is their busiest week of the year. They see students who feel they have failed their families because they scored 85 per cent instead of 95. Comparison is not motivation. For most people, it is a weight.</p>
<h2>What it did to me</h2>
<p>Being a topper also came with pressure I did not expect. Every test since has felt like a chance to fall. When I scored lower in a Class 11 unit test, a teacher said, "Not like a topper." I laughed, but I remember it.</p>
<h2>The alternative</h2>
<p>Some state boards have already stopped announcing merit lists, and the world did not end. Schools can still celebrate achievement privately. Newspapers could instead report on what changed in pass rates, which districts improved, and why. That is news that helps policy, not just a parade of faces.</p>
<p>I am grateful for what I learned while preparing for those exams. I am not grateful for the list. I think the next generation of students would be healthier without it.</p>`,
    category: "Opinion",
    author: "Rituparna Kalita",
    daysAgo: 22.3,
  },
  {
    title: "Give Shillong's Footpaths Back to the People Who Walk",
    excerpt:
      "Shillong is a walking city that has forgotten how to let people walk. Parked cars, vendors and broken slabs have pushed pedestrians onto the road.",
    content: `<p>Shillong is a walking city. It was built on slopes, with narrow lanes and steps that connect neighbourhoods faster than any road. Most of us, especially students, still walk: to school, to tuition, to Iewduh, to church. And yet our city treats walkers as an afterthought.</p>
<p>Try walking from Laitumkhrah to Police Bazar at five in the evening. You will step off the footpath a dozen times: for a parked car, a broken drain slab, a stack of crates or a row of stalls. You will walk on the road with taxis brushing past your elbow. I have done it almost every day for three years, and I think it is time to say clearly that this is a choice our city has made, and can unmake.</p>
<h2>It is not the vendors' fault</h2>
<p>I want to be careful here. Street vendors, many of them women from the villages around the city, have every right to earn a living, and they make Shillong what it is. The problem is not that they exist. The problem is that there is no planned space for them, so they take the only space available, which is ours.</p>
<blockquote>A footpath is not empty space waiting to be used. It is already in use, by the people who cannot afford a car.</blockquote>
<h2>What I propose</h2>
<ul>
<li>Designated vending zones with shelter from the rain, agreed with vendors' associations.</li>
<li>Strict no-parking on footpaths, enforced as seriously as helmet rules.</li>
<li>A yearly public audit of broken drain covers, reported by residents through a simple form.</li>
<li>Covered walkways on the steepest school routes, because Shillong rain is not a rumour.</li>
</ul>
<h2>Why it matters</h2>
<p>Safer footpaths mean fewer accidents, less traffic, and a city that is kinder to older people, children and anyone with a disability. They also mean a city that is more pleasant to be in, which is good for shops, cafés and tourism.</p>
<p>I love this city. I would love it more if I could walk through it without being afraid of the next taxi.</p>`,
    category: "Opinion",
    author: "Daphisha Syiemlieh",
    daysAgo: 29.4,
  },
  {
    title: "Student Journalism Needs Fewer Likes and More Questions",
    excerpt:
      "A year into running this newsroom, I have learned that the stories people share most are rarely the ones that matter most. Here is what we are changing.",
    content: `<p>When a group of us started Borderland Times in 2024, we thought the hardest part would be finding stories. It turned out to be the easiest. The North-East, Bangladesh and Myanmar produce more news in a week than a student newsroom can cover in a month. The hardest part has been resisting the temptation to chase whatever gets shared.</p>
<p>I want to be honest about that temptation, because I think every young journalist faces it.</p>
<h2>What gets shared</h2>
<p>Our most-read pieces have been about concerts, viral videos and controversies. Our least-read pieces have often been the ones that took the longest: a month of reporting on school toilets in rural Assam, interviews with tea garden families, a careful explainer on land laws. I understand why. Long, careful stories do not make you feel anything fast.</p>
<blockquote>Likes measure what made people react. They do not measure what made people understand.</blockquote>
<h2>What we are changing</h2>
<p>As a newsroom, we have agreed on a few rules for ourselves:</p>
<ul>
<li>Every story must answer a question a reader actually has, not just describe an event.</li>
<li>We name our sources wherever it is safe, and explain why when it is not.</li>
<li>We correct mistakes openly, at the top of the article.</li>
<li>We do not publish anything about a person we have not tried to contact.</li>
</ul>
<h2>Why students should do this at all</h2>
<p>Some adults ask why teenagers should run a news agency. My answer is that we already consume news all day, mostly without knowing how it is made. Making it ourselves teaches us to ask: who said this, how do they know, and who benefits if I believe it? Those are questions every citizen should ask, and they are far more important than any follower count.</p>
<p>We will still write about concerts; we love concerts. But if you are reading this, I would ask one thing: the next time you see a long story from us, give it ten minutes. We spent far longer on it than that.</p>`,
    category: "Opinion",
    author: "Anurag Bora",
    daysAgo: 5.5,
    image: "newspaper-press.svg",
    caption: "Illustration: Borderland Times graphics desk",
  },
  // ───────────────────────────── Culture ─────────────────────────────
  {
    title: "Hornbill Festival Diary: Ten Days in Kisama",
    excerpt:
      "Log drums at dawn, smoked pork at noon and a rock concert at midnight. A Kohima student keeps a diary of Nagaland's biggest festival from the inside.",
    content: `<p>Every December, the Naga Heritage Village at Kisama, a short drive from Kohima, fills with the sound of log drums, war cries and bamboo flutes. The Hornbill Festival brings every Naga tribe to one hillside for ten days. This year I went every single day. Here is some of what I wrote down.</p>
<h2>Day 1</h2>
<p>The morungs, the traditional houses of each tribe, are ready. The Ao morung smells of fresh thatch. An elder from the Chakhesang morung tells me the carvings on their gate took three weeks. I ask what the hornbill motif means. "Courage and beauty," he says. "And that we remember."</p>
<h2>Day 3</h2>
<p>Rain in the morning, and the tourists vanish. The performances continue anyway. A group of Konyak dancers in full headgear perform for about forty people huddled under umbrellas. It is the best performance I have seen so far, perhaps because nobody is filming.</p>
<h2>Day 5</h2>
<p>Food day, at least for me. I eat smoked pork with bamboo shoot at the Sumi stall, axone chutney at the Sema stall next door, and a rice beer I am too young to finish. A cook laughs at me and gives me black tea instead.</p>
<blockquote>"People come for photos of the headgear. I want them to stay for the stories behind it," said Khrieleno, a college student volunteering as a guide.</blockquote>
<h2>Day 7</h2>
<p>The night bazaar in Kohima town is packed. Local designers sell jackets with traditional shawl patterns. A friend argues with a seller about whether a machine-woven shawl should be allowed to use a clan design. It is an old debate, and a good one.</p>
<h2>Day 10</h2>
<p>The closing night. The drums at the Heritage Village are louder than ever. Some elders look tired; the children look like they could go for another ten days. I think about how much of what I saw is performance and how much is life. The honest answer, I think, is both. The festival began as a way to show Nagaland to the world. For many young Nagas now, it is also a way to show Nagaland to ourselves.</p>`,
    category: "Culture",
    author: "Vikuonuo Rutsa",
    daysAgo: 4.6,
    featured: true,
    image: "festival-lanterns.svg",
    caption: "Lanterns at the night bazaar. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Drums of Smit: The Nongkrem Dance Draws a Younger Crowd",
    excerpt:
      "The five-day Ka Pomblang Nongkrem at Smit is one of the Khasi hills' oldest rituals. This year, more of the dancers were teenagers than anyone could remember.",
    content: `<p>The road to Smit, about fifteen kilometres from Shillong, was lined with parked buses and taxis for most of last week. Ka Pomblang Nongkrem, the five-day thanksgiving festival of the Hima Khyrim, drew its usual crowds of families, officials and visitors. What struck many regular attendees was the age of the dancers.</p>
<p>The festival is held near the residence of the Syiem of Hima Khyrim, the traditional chief, and includes rituals of thanksgiving for the harvest and prayers for the welfare of the people. The dance itself is slow and formal. Young women, dressed in silk and gold with silver crowns, move with small, measured steps. Young men circle them with swords and yak-hair whisks, moving quickly and with energy.</p>
<h2>A new generation</h2>
<p>Organisers said more young people had registered to dance this year than in recent memory. Many had learned from older relatives during school holidays. Some had watched videos online and then asked their grandparents to correct their steps.</p>
<blockquote>"My mother danced, and my grandmother. I always watched. This year I wanted to be inside the circle," said Iohbha Kharbuli, 16, who travelled from Mawlai with her cousins.</blockquote>
<h2>The cost of tradition</h2>
<p>Not everything is easy. The traditional dress, with its gold and silver ornaments, is expensive, and families often borrow pieces from relatives. A community leader said some village groups had started lending sets to girls who could not afford them, so that cost would not decide who dances.</p>
<h2>Ritual and spectacle</h2>
<p>As with many festivals in the region, there is a tension between ritual and tourism. Some elders were uncomfortable with visitors stepping into the dance ground for photographs. Volunteers spent much of the festival gently moving people back behind the ropes.</p>
<p>A retired teacher who has attended for fifty years summed it up as the drums faded on the final evening. "It has always changed a little each year. The important thing is that the young people think it belongs to them. This year, it looked like it does."</p>`,
    category: "Culture",
    author: "Ibadahun Lyngdoh",
    daysAgo: 20.2,
  },
  {
    title: "Majuli's Mask-Makers Teach a New Batch",
    excerpt:
      "At a satra on the world's largest river island, craftsmen who shape masks from bamboo, clay and cloth are training teenagers. The river, meanwhile, keeps moving closer.",
    content: `<p>Inside a workshop at a satra on Majuli, the mask of a demon king is drying in the afternoon sun. Its frame is woven bamboo; its skin is cloth soaked in clay and cow dung, smoothed by hand and painted in bright reds and blacks. It will be worn in a bhaona, the theatrical performance tradition started by the saint-reformer Srimanta Sankardeva in the fifteenth and sixteenth centuries.</p>
<p>Mask-making on Majuli is a centuries-old craft, passed down within the monasteries known as satras. This winter, a workshop has been training twelve teenagers from nearby villages, the largest group in years.</p>
<h2>How a mask is made</h2>
<ul>
<li>A frame of split bamboo is woven into the basic shape of the face.</li>
<li>Strips of cloth soaked in a clay mixture are layered over the frame.</li>
<li>Features are moulded by hand and dried in the sun for several days.</li>
<li>The surface is smoothed, painted with natural and modern colours and finished with details such as hair from jute.</li>
</ul>
<blockquote>"The mask is not a decoration. When an actor wears it, he becomes the character. So we must make it honestly," said an elderly craftsman who has trained students for over thirty years.</blockquote>
<h2>The students</h2>
<p>Most of the trainees are in Class 9 or 10. Some want to become full-time artisans; others just want to learn. Pranjal Doley, 15, said he joined because his grandfather used to make masks and he wanted to know how. "The first mask I made looked like a potato," he said. "The third one looked like a monkey. That was the plan."</p>
<h2>A moving island</h2>
<p>Everyone on Majuli knows that the island is shrinking. Erosion by the Brahmaputra has eaten away large parts of its land over the past century, and several satras have had to relocate. Craftsmen say their work feels urgent because of it. "If the land goes, we should at least carry the knowledge," the elderly craftsman said.</p>
<p>Masks from Majuli have been sold to museums and collectors around the world. But the trainees say they are most excited to see their masks used in the next bhaona in their own village, on a stage made of bamboo, lit by lamps, with their families watching.</p>`,
    category: "Culture",
    author: "Priyanka Saikia",
    daysAgo: 12.4,
    image: "brahmaputra-dusk.svg",
  },
  {
    title: "Bihu Without the Stage: Village Husori Groups Keep It Simple",
    excerpt:
      "While big Bihu stages in Guwahati draw celebrity singers, husori groups in villages near Nalbari still go from courtyard to courtyard with drums and blessings.",
    content: `<p>In Guwahati, Rongali Bihu now comes with giant stages, sponsored banners and singers who fly in from Mumbai. In the villages around Nalbari, a quieter tradition continues. Husori groups, made up of men and boys from the village, go from courtyard to courtyard singing, drumming and offering blessings to each household for the new year.</p>
<p>We followed one group through an evening in a village about twelve kilometres from Nalbari town.</p>
<h2>Courtyard to courtyard</h2>
<p>The group had fourteen members, the youngest eleven and the oldest seventy-two. They carried dhols, a pepa made of buffalo horn, cymbals and a gogona, the small bamboo mouth instrument. At each house, they sang in a circle in the courtyard while the family watched from the veranda. The head of the household then offered betel nut, a gamosa and a small amount of money, and the group sang a final song of blessing.</p>
<blockquote>"On the stage, people watch you. In a courtyard, people are part of it. The grandmother will correct your song if you get a line wrong," said Hiranya Kalita, 19, who plays the dhol.</blockquote>
<h2>Why it continues</h2>
<p>The group's leader said the money collected goes to the village's naamghar, the community prayer hall, and to a fund for the Bihu celebrations the next year. Several families said they would feel the year had not begun properly without the husori visit.</p>
<h2>Pressures</h2>
<p>Members admitted that it is harder to gather a group now. Many young men are working or studying outside the village. A few households ask the group to play recorded songs on a speaker. The group refused. "If we use a speaker, we are a wedding band," the leader said, to laughter.</p>
<p>The big stages in Guwahati have their place, many villagers said; they bring Bihu to people who have lost touch with village life. But the husori group is where the songs are learned. As the evening ended, the youngest member, still carrying his cymbals, was humming a line the oldest had taught him an hour earlier.</p>`,
    category: "Culture",
    author: "Rituparna Kalita",
    daysAgo: 33.1,
    image: "paddy-fields.svg",
    caption: "Fields near Nalbari before the sowing season. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Chapchar Kut in Aizawl: Bamboo Dances and a Debate About Costumes",
    excerpt:
      "Mizoram's spring festival filled Lammual ground with Cheraw dancers. Behind the scenes, young designers are arguing about how much tradition can be updated.",
    content: `<p>On the morning of Chapchar Kut, Aizawl's Lammual ground was a sea of puan, the woven wrap-around skirts that Mizo women wear with pride. The spring festival, which marks the end of clearing jungle for jhum cultivation, is the biggest celebration of the year in Mizoram.</p>
<p>The highlight, as always, was the Cheraw, the bamboo dance. Pairs of men sitting on the ground clap long bamboo poles together in rhythm while dancers step in and out between them. One wrong step, and an ankle is caught. The dancers did not make any.</p>
<h2>The costume question</h2>
<p>Backstage, a different conversation was happening. Young designers in Aizawl have been experimenting with the puan, adapting traditional patterns into jackets, dresses and bags. Some of these designs appeared on the festival's fashion stage. Not everyone approved.</p>
<blockquote>"A puan pattern has meaning. Some patterns belong to particular occasions. When you cut it into a crop top, you must at least know what you are cutting," said an elderly weaver from Thenzawl, a town famous for its handloom.</blockquote>
<p>Designers replied that tradition has always changed. "My grandmother wore puan with a blouse from the market. Nobody called that disrespectful," said Lalhmingmawii, 22, a fashion student. "We want young people to wear puan every day, not only at festivals."</p>
<h2>Both sides agree on one thing</h2>
<p>Both weavers and designers worry about cheap machine-made imitations of puan, many produced outside Mizoram, which undercut the work of handloom weavers. A weavers' society has been pushing for better labelling so buyers know what they are paying for.</p>
<h2>A festival for everyone</h2>
<p>As the afternoon continued, the crowd grew, including many families from Myanmar's Chin State now living in Mizoram, who joined the dances alongside their hosts. For a few hours, the debates faded and the bamboo poles kept time.</p>`,
    category: "Culture",
    author: "Lalremruati Hnamte",
    daysAgo: 26.3,
    image: "bamboo-bridge.svg",
  },
  // ───────────────────────────── Creative ─────────────────────────────
  {
    title: "The Poetry Open Mic That Meets Under a Police Bazar Staircase",
    excerpt:
      "Every second Friday, a dozen young poets gather under a covered staircase in central Shillong. There is no stage, no microphone and no shortage of listeners.",
    content: `<p>There is no sign. If you do not know to look, you would walk past the covered staircase between two buildings near Police Bazar without noticing the twenty or so young people sitting on its steps. Every second Friday, after six in the evening, they read poems to each other. There is no stage and no microphone. The rain provides the background music.</p>
<p>The group began three years ago when two college students, tired of open mics in cafés where they had to buy a drink to perform, decided to meet somewhere free. The staircase offered shelter, good acoustics and a landlord who did not mind.</p>
<h2>The rules</h2>
<ul>
<li>Anyone can read, in any language.</li>
<li>No poem longer than three minutes.</li>
<li>Snap fingers, do not clap, so the neighbours stay friendly.</li>
</ul>
<p>On the evening we visited, poems were read in English, Khasi, Hindi, Nepali and one in Bangla. One young man read about his father's taxi. A girl read a poem about the smell of her grandmother's kitchen in Sohra. Someone else read a poem entirely about a stray dog in Laitumkhrah that everyone seemed to know.</p>
<blockquote>"In Shillong everyone has a guitar. Fewer people have a notebook. We are the notebook people," laughed Kynsai Marak, one of the founders.</blockquote>
<h2>Why it works</h2>
<p>Regular members say the lack of a stage makes it easier to read for the first time. "You are at the same height as everyone else. It does not feel like a performance. It feels like talking," said a first-year college student who read for the first time that night.</p>
<p>The group has published two small photocopied collections and is working on a third. Some members have been published in literary magazines in Delhi and Kolkata. Others write only for the staircase, and say that is enough.</p>
<p>When the rain eased at around eight, the group dispersed quickly, as if it had never existed. In two weeks, it will be back.</p>`,
    category: "Creative",
    author: "Banteilang Kharkongor",
    daysAgo: 7.3,
    image: "music-stage.svg",
  },
  {
    title: "How a Photocopied Zine From Imphal Found Readers in Three Countries",
    excerpt:
      "Made on a borrowed photocopier during an internet shutdown, a small zine of stories and drawings by Imphal teenagers has travelled to Dhaka and Mandalay.",
    content: `<p>It started because there was nothing else to do. During a long internet shutdown, four friends in Imphal who could not reach their usual online communities decided to make something on paper instead. They wrote stories, drew comics and collected recipes from their grandmothers. A relative who runs a stationery shop let them use his photocopier after closing time.</p>
<p>The first issue was twenty-four pages, stapled by hand, with a print run of fifty copies. They called it <em>Leikol</em>, a Manipuri word for a garden.</p>
<h2>Passing it on</h2>
<p>Copies were handed to friends, who passed them to cousins, who took them on bus journeys to Guwahati and Shillong. A student who was visiting relatives in Dhaka took a copy with her, and a literature club there photocopied it again and sent a letter back. A copy also reached Mandalay through a family network, and a reply arrived months later with a drawing of a pagoda and a short poem in Burmese with an English translation.</p>
<blockquote>"We made it because we felt cut off. It ended up connecting us to more people than the internet ever had," said Bidyarani Moirangthem, one of the four founders.</blockquote>
<h2>What is inside</h2>
<p>Each issue now has a theme. Recent ones have included "rain," "food my grandmother makes" and "the road." Contributions are handwritten or drawn and then photocopied as they are. The editors do not correct spelling unless the writer asks them to.</p>
<h2>Why paper</h2>
<p>The founders say they will keep printing even when the internet is stable. "On paper, nobody can screenshot you out of context. Someone has to sit down and read the whole thing," said another founder.</p>
<p>The zine now has contributors from Manipur, Mizoram, Assam, Bangladesh and Myanmar. The latest issue is forty pages long. It still costs nothing, and it is still stapled by hand.</p>`,
    category: "Creative",
    author: "Romen Khumanthem",
    daysAgo: 16.2,
    image: "newspaper-press.svg",
  },
  {
    title: "Call for Submissions: Our Winter Writing and Art Issue",
    excerpt:
      "Borderland Times invites poems, short stories, essays, drawings and photographs from students across the North-East, Bangladesh and Myanmar for a special winter issue.",
    content: `<p>Borderland Times is inviting submissions for its winter creative issue, which will be published in full on our Creative pages. We want to hear from students in the North-East, Bangladesh and Myanmar, and from students from the region who are studying elsewhere.</p>
<p>The theme for this issue is <strong>"Crossing."</strong> You can interpret it however you like: a river crossing, a border, a bridge, a change in your life, a journey between languages, a road you walk every day. The best submissions we have received in the past have come from small, specific moments rather than big statements.</p>
<h2>What we accept</h2>
<ul>
<li><strong>Poetry:</strong> up to three poems, any form, any length up to forty lines each.</li>
<li><strong>Prose:</strong> fiction or personal essays, up to 1,500 words.</li>
<li><strong>Visual art:</strong> drawings, paintings, illustrations or digital art, up to three pieces.</li>
<li><strong>Photography:</strong> up to five photographs, with a short description of where and when each was taken.</li>
</ul>
<h2>Languages</h2>
<p>We accept work in English. We also welcome work in Khasi, Assamese, Manipuri, Mizo, Nagamese, Bangla, Burmese, Nepali, Kokborok or any language of the region, as long as you include an English translation. We will publish both versions side by side where possible.</p>
<h2>Who can submit</h2>
<p>Students from Class 8 to the final year of college. You do not need to have published before. If you are under 18, please mention that a parent or guardian knows you are submitting.</p>
<blockquote>"We are not looking for perfect work. We are looking for work that could only have been written by you, from where you are," said our creative editor.</blockquote>
<h2>How to submit</h2>
<p>Use the submission form on our website and choose the Creative category. Give your piece a title, a one-line description and up to four tags. Our editors will read every submission and reply within three weeks. Selected pieces will be edited with the writer's approval; we will never change the meaning of your work.</p>
<p>The deadline is the end of next month. We look forward to reading you.</p>`,
    category: "Creative",
    author: "Temsuwati Jamir",
    daysAgo: 0.9,
  },
  // ───────────────────────────── History ─────────────────────────────
  {
    title: "The Stilwell Road, Eighty Years On",
    excerpt:
      "Built during the Second World War to link Ledo in Assam with Kunming in China, the Stilwell Road is now mostly forest, memory and a few kilometres of potholed asphalt.",
    content: `<p>Outside the town of Ledo in Upper Assam, a weathered signboard marks the start of one of the most ambitious engineering projects ever attempted in the region: the Stilwell Road, also known as the Ledo Road. Built between 1942 and 1945 by Allied forces, it ran roughly 1,700 kilometres from Ledo, through the Patkai hills and northern Burma, to join the Burma Road towards Kunming in China.</p>
<p>Eighty years on, we travelled along the Indian stretch with a retired history teacher from Margherita and two students from Digboi to see what remains.</p>
<h2>Building the road</h2>
<p>The road was built to supply China after Japanese forces cut off the older Burma Road. Tens of thousands of workers built it: American engineering units, many of them African American soldiers in segregated battalions, along with Indian, Chinese, Burmese, Naga, Kachin and other labourers. They cut through dense forest, steep hills and heavy monsoon rain. Thousands died from disease, accidents and combat.</p>
<blockquote>"Every time I drive on this road, I think about who carried the stones. History books name the generals. The hills remember the workers," said the retired teacher, who has spent years collecting oral histories from villages along the route.</blockquote>
<h2>What is left</h2>
<p>On the Indian side, the road passes through Jairampur and Nampong in Arunachal Pradesh before reaching Pangsau Pass on the Myanmar border. Parts have been resurfaced; others are rough. Near Jairampur lies a Second World War cemetery, overgrown for decades and only partly restored, with graves of soldiers and workers.</p>
<p>Across the border in Myanmar, much of the road has been reclaimed by forest or is inaccessible, especially given the current conflict in Kachin and Sagaing.</p>
<h2>Why it matters now</h2>
<p>The road keeps coming back in conversations about trade between India, Myanmar and China. Some see it as a future corridor; others worry about what heavy traffic would mean for the forests and communities of the Patkai.</p>
<p>For the students from Digboi, the trip was less about the future than the past. "We grew up here and nobody told us that the whole world passed through our backyard," one said. "Now I want to find out who my great-grandfather met on this road."</p>`,
    category: "History",
    author: "Anurag Bora",
    daysAgo: 18.5,
    image: "landslide-road.svg",
    caption: "A hill road in the Patkai foothills. Illustration: Borderland Times graphics desk",
  },
  {
    title: "When Sylhet Voted: The 1947 Referendum in Family Memory",
    excerpt:
      "In July 1947, the people of Sylhet district voted on whether to stay with Assam or join East Pakistan. Families on both sides of today's border still tell the story differently.",
    content: `<p>My grandmother's grandmother voted in the Sylhet referendum of July 1947. Or at least, that is the family story. Nobody is quite sure, and she died long before I was born. What we know for certain is that the vote split our family across a border that still runs through our lives.</p>
<p>The referendum asked voters in Sylhet district, then part of Assam province, whether they wanted to remain in Assam, and therefore India, or join East Bengal, which would become part of Pakistan. The majority voted to join East Bengal. The Radcliffe boundary commission then drew the final line, leaving parts of the district, including most of Karimganj, in India.</p>
<h2>Two sides of the story</h2>
<p>I spoke to relatives in Sylhet city and in Karimganj for this piece. Their memories, passed down through three generations, overlap in some places and contradict each other in others.</p>
<blockquote>"We were told the vote was about who would protect us. Everyone voted with fear, not hope," said an elderly relative in Karimganj, who was a child in 1947.</blockquote>
<p>A cousin in Sylhet remembered the story differently: as a moment of political hope for a new country, followed by the disappointment that came later and eventually by the birth of Bangladesh in 1971.</p>
<h2>What historians say</h2>
<p>Historians of the region point out that the referendum was held in a hurry, amid communal tension, with disputes about voter lists and the role of tea garden workers, many of whom could not vote. It remains one of the less discussed episodes of Partition in India, though it shaped the political geography of the entire North-East.</p>
<h2>A shared language</h2>
<p>What has not been divided is the language. Sylheti is spoken in Sylhet, in the Barak Valley, in parts of Meghalaya and Tripura, and by a large diaspora in the United Kingdom. When my relatives from both sides talk on video calls, the accent is the same. The jokes are the same.</p>
<p>I will probably never know whether my great-great-grandmother voted, or how. But I know that a decision made in a few days in 1947 still decides which passport my cousins carry. That seems like something worth remembering.</p>`,
    category: "History",
    author: "Nusrat Jahan Rimi",
    daysAgo: 23.4,
  },
  {
    title: "A Tennis Court in Kohima: Walking the 1944 Battlefield",
    excerpt:
      "One of the fiercest battles of the Second World War was fought across a tennis court in the middle of Kohima. Today it is a cemetery, a garden and a place students come to think.",
    content: `<p>In the middle of Kohima, on Garrison Hill, there is a tennis court marked out in white stone. It is not for playing. In April 1944, this court was part of the front line in the Battle of Kohima, when Japanese forces advancing towards India were held back by British and Indian troops in weeks of close fighting. Soldiers threw grenades at each other across the width of the court.</p>
<p>Today the site is the Kohima War Cemetery, maintained by the Commonwealth War Graves Commission. It is green, quiet and carefully tended. School groups visit regularly. I went with my history class.</p>
<h2>What the stones say</h2>
<p>The graves carry the names of soldiers from Britain, India and other parts of the then Empire. The most famous inscription, on the memorial to the 2nd British Division, reads: "When you go home, tell them of us and say, for your tomorrow, we gave our today." Our teacher asked us to read it aloud together. Nobody laughed.</p>
<h2>The Naga story</h2>
<p>What official memorials often leave out is the role of the Naga people. Naga villagers guided troops, carried supplies and wounded soldiers, provided intelligence and lost homes, fields and lives. Many villages around Kohima were destroyed. Elders in my own village still speak of the "Japan war" as a time of hunger and fear.</p>
<blockquote>"The soldiers came and went. We stayed and rebuilt. That is our part of the story," my grandfather told me when I asked him about it.</blockquote>
<h2>Remembering differently</h2>
<p>In recent years, historians and local researchers have gathered oral histories from Naga villages to record these experiences before the last witnesses pass away. There is also growing interest from Japanese visitors, some of whom come to pray for soldiers who died here.</p>
<p>Standing by the tennis court, I thought about how strange it is that a game's boundary lines became a battle line. Then I thought about all the lines on our maps that began in similar ways, by accident, and then became permanent.</p>
<p>When we left, my classmates were quieter than usual. Our teacher said that was the point.</p>`,
    category: "History",
    author: "Vikuonuo Rutsa",
    daysAgo: 30.2,
    image: "shillong-hills.svg",
    caption: "Pine-covered hills above Kohima. Illustration: Borderland Times graphics desk",
  },
  // ───────────────────────────── International ─────────────────────────────
  {
    title: "Student Climate Delegates Say Small Himalayan Rivers Keep Getting Left Out",
    excerpt:
      "Young delegates from the North-East and Bangladesh at a regional youth climate forum argued that glacial rivers get the headlines while rain-fed hill streams quietly dry up.",
    content: `<p>At a regional youth climate forum held in Kathmandu last week, students from the North-East and Bangladesh made a point that they said is missing from most international climate discussions: the small rivers matter too.</p>
<p>Global attention on the Himalaya tends to focus on glaciers, glacial lakes and the great rivers they feed: the Ganga, the Brahmaputra, the Indus. The delegates argued that much of the region's daily water comes from smaller, rain-fed streams and springs in the hills, which receive little research funding or policy attention.</p>
<h2>Springs in trouble</h2>
<p>A delegate from Meghalaya presented data collected by a school science club on springs around her village. Several that families relied on for generations now run dry for part of the year. "Sohra is one of the rainiest places on Earth, and in winter we buy water from tankers," she told the forum.</p>
<blockquote>"The glaciers are important. But my village does not drink from a glacier. It drinks from a spring that nobody in any conference has heard of," said the delegate.</blockquote>
<h2>Downstream in Bangladesh</h2>
<p>Students from Sylhet and Sunamganj described how flash floods from the Meghalaya hills have become more sudden, hitting the haor wetlands before farmers can harvest their rice. They called for better flood warning systems shared across the border, so that villagers downstream get hours of notice rather than minutes.</p>
<h2>What they asked for</h2>
<ul>
<li>Funding for community spring mapping and recharge programmes in hill areas.</li>
<li>Real-time rainfall and river data shared between India and Bangladesh.</li>
<li>Youth representation in regional water negotiations.</li>
</ul>
<p>Organisers said the students' recommendations would be included in a summary document to be shared with regional governments. The delegates were realistic. "A summary document is not a policy," one said. "But it is a start. Next year, we will come back and ask what happened to it."</p>`,
    category: "International",
    author: "Rituparna Kalita",
    daysAgo: 10.6,
    image: "brahmaputra-dusk.svg",
  },
  {
    title: "Ration Cuts in Cox's Bazar Camps Worry Aid Workers",
    excerpt:
      "Funding shortfalls have forced repeated cuts to food assistance for Rohingya refugees in Bangladesh's camps. Aid workers warn that children will be hit hardest.",
    content: `<p>More than seven years after the largest exodus of Rohingya refugees from Myanmar's Rakhine State into Bangladesh, the camps around Cox's Bazar remain home to close to a million people. The world's attention has moved on. The funding has followed.</p>
<p>International agencies have had to reduce monthly food assistance to refugees more than once in recent years because of shortfalls in donor funding, before partially restoring it when new money arrived. Each cut, aid workers say, has had visible effects.</p>
<h2>What a cut means</h2>
<p>A Bangladeshi nutrition worker in the camps, who spoke to a Borderland Times contributor in Cox's Bazar on condition of anonymity, said that malnutrition rates among young children rose after earlier reductions. "When the ration goes down, families eat less protein and fewer vegetables. Children feel it first," she said.</p>
<blockquote>"People here cannot legally work outside the camps. When you cut their food, there is no other income to fill the gap," said the nutrition worker.</blockquote>
<h2>Pressures on the host community</h2>
<p>Bangladesh has hosted the refugees at great cost. Local communities in Ukhiya and Teknaf have seen forests cleared for camps, rising prices and competition for day-labour jobs. Bangladeshi students we spoke to in Chittagong expressed both sympathy for the refugees and frustration that their country has carried so much of the burden alone.</p>
<h2>No way home, for now</h2>
<p>Repatriation to Myanmar has been discussed for years but has not happened on any meaningful scale. The conflict in Rakhine State, which has intensified since late 2023, makes return even less likely in the near future. Meanwhile, some refugees have attempted dangerous sea journeys towards Malaysia and Indonesia.</p>
<h2>Why this matters to us</h2>
<p>For readers in the North-East, the Rohingya crisis can feel distant. It is not. It is part of the same story of conflict in Myanmar that has sent refugees into Mizoram and Manipur, and part of the same question every country in the region faces: what do we owe people who have nowhere else to go?</p>
<p>Aid agencies have launched new appeals. Whether donors respond will decide what children in Cox's Bazar eat next month.</p>`,
    category: "International",
    author: "Nusrat Jahan Rimi",
    daysAgo: 14.3,
  },
  {
    title: "Bhutan's Border Towns Watch the North-East's Tourism Boom",
    excerpt:
      "In Samdrup Jongkhar and Gelephu, Bhutanese shopkeepers and guides see Indian tourists heading to Meghalaya and Sikkim and wonder how to get a share without losing what makes Bhutan different.",
    content: `<p>Samdrup Jongkhar, the Bhutanese town across the border from Darranga in Assam, is a quiet place. Tourists pass through on their way to the interior, but few stay. Its shopkeepers have noticed the crowds heading to Shillong, Sohra, Tawang and Gangtok, and some wonder whether their town could catch some of that traffic.</p>
<p>Bhutan has long followed a "high value, low volume" tourism policy, charging visitors a daily Sustainable Development Fee. Regional visitors, including Indians, were long exempt or charged much less than others, and the fee structure has been revised several times in recent years as the country reopened after the pandemic.</p>
<h2>Across the border</h2>
<p>In Assam, tour operators in Guwahati said interest in combined trips, a few days in Meghalaya or Arunachal followed by a few days in Bhutan, had grown. "Customers want the mountains and the monasteries without flying to Paro," one operator said.</p>
<blockquote>"We do not want Samdrup Jongkhar to become a traffic jam. But we would like tourists to stop for one night, eat in our restaurants and buy our textiles," said a hotel owner in the town.</blockquote>
<h2>A new city</h2>
<p>Further west, Bhutan has announced an ambitious plan for a new special administrative region near Gelephu, on the border with Assam's Chirang and Kokrajhar districts, promoted as a "mindfulness city" focused on sustainable investment. Businesses in lower Assam are watching closely, hoping for trade and jobs.</p>
<h2>Lessons from the North-East</h2>
<p>Bhutanese students we spoke to were interested, and sometimes alarmed, by the experience of popular North-East destinations: traffic in Shillong, garbage at viewpoints, water shortages in Sohra and rising rents. "We admire your mountains," one said. "We do not want your traffic."</p>
<p>North-East planners might learn something from Bhutan in return: that limiting tourist numbers can sometimes increase earnings per visitor, and protect the places people come to see. It is a conversation worth having across the border.</p>`,
    category: "International",
    author: "Pema Yangchen Bhutia",
    daysAgo: 25.5,
    image: "paddy-fields.svg",
  },
  // ───────────────────────────── Regional ─────────────────────────────
  {
    title: "Landslide Cuts NH-6 Near Sonapur, Trucks Stranded Overnight",
    excerpt:
      "Heavy rain triggered a landslide on the Shillong–Silchar highway near Sonapur in East Jaintia Hills. Hundreds of vehicles were stranded; one lane has since reopened.",
    content: `<p>A landslide triggered by heavy overnight rain blocked National Highway 6 near Sonapur in East Jaintia Hills early on Wednesday, stranding hundreds of trucks, buses and private vehicles on the main road link between Meghalaya and the Barak Valley, Mizoram and Tripura.</p>
<p>No injuries were reported. Police and district officials said debris from the hillside covered a stretch of around sixty metres. Earth-moving machines began clearing the road at first light.</p>
<h2>Update</h2>
<p>By Wednesday evening, one lane had been cleared for light vehicles moving in alternating directions. Heavy trucks remain held at Ratacherra and Lumshnong. Officials advised travellers to avoid the route at night until further notice.</p>
<h2>Stranded travellers</h2>
<p>Drivers waiting near Lumshnong described a long, cold night. Residents of nearby villages brought tea and rice to the queue. "I have driven this road for twelve years. Every rainy season, this same place," said a truck driver carrying cement to Silchar.</p>
<blockquote>"We started walking with our bags because the bus could not move. A family in a village let us use their kitchen," said a nursing student travelling from Shillong to Silchar for an exam.</blockquote>
<h2>A known trouble spot</h2>
<p>The Sonapur stretch, which winds along steep slopes above the Lubha river, has long been one of the most landslide-prone sections of the highway. A tunnel built to bypass the worst section has helped, but the approaches remain vulnerable during heavy rain. Geologists have pointed out that slope cutting for road widening, combined with mining activity in the area, can weaken hillsides.</p>
<h2>Advice for travellers</h2>
<ul>
<li>Check with district police helplines before setting out.</li>
<li>Carry water, food and warm clothes in case of delays.</li>
<li>Avoid travel during and immediately after heavy rain.</li>
</ul>
<p>The Meteorological Department has forecast more heavy rain over the hills of Meghalaya in the coming two days. Borderland Times will update this story as the situation changes.</p>`,
    category: "Regional",
    author: "Banteilang Kharkongor",
    daysAgo: 0.15,
    image: "landslide-road.svg",
    caption: "Illustration: Borderland Times graphics desk",
    updatedAfterDays: 0.2,
  },
  {
    title: "Majuli Loses Another Stretch of Riverbank",
    excerpt:
      "Families on the southern edge of Majuli watched the Brahmaputra take another slice of farmland this season. Geo-bags have slowed erosion in places, but not everywhere.",
    content: `<p>On the southern edge of Majuli, a farmer points at a spot in the middle of the Brahmaputra's grey-brown water. "That was my field," he says. "Last year, I grew mustard there." The bank where we stand is fresh, a sharp wall of sandy soil that crumbles if you step too close.</p>
<p>Majuli, the large river island in the Brahmaputra, is famous for its satras, its mask-making and its wetlands full of migratory birds. It is also famous, less happily, for shrinking. Studies have shown that the island has lost a large part of its area over the past century to erosion.</p>
<h2>This season</h2>
<p>Residents in several villages on the southern bank said erosion had been severe again this monsoon. Families have lost fields, and a few have moved their houses further inland for the second or third time. A primary school building near the bank has been abandoned, with classes shifted to a community hall.</p>
<blockquote>"Every year we lose a little. We do not get a big disaster that brings cameras. We get a slow one," said Rupjyoti Pegu, a Class 11 student from a Mising village on the island.</blockquote>
<h2>What has worked</h2>
<p>Protection works using geo-bags, large sand-filled bags placed along the bank, and porcupine structures made of concrete or bamboo have slowed erosion at some points. Residents credit these with saving several villages. But they say the works are uneven and that maintenance after each flood is slow.</p>
<h2>Living with the river</h2>
<p>Mising families, who make up a large part of the island's population, have long built houses on stilts, called chang ghar, to live with floods. Many young people say they want to stay on the island, but worry about land for the next generation.</p>
<p>An official of the Brahmaputra Board said additional protection works had been sanctioned and that a long-term plan for the island was under review. Residents said they would believe it when the bags arrive.</p>
<p>At dusk, boats cross the river as they have for centuries, carrying vegetables, students and motorcycles. The river gives and takes. This year, on the southern bank, it mostly took.</p>`,
    category: "Regional",
    author: "Priyanka Saikia",
    daysAgo: 5.1,
    image: "brahmaputra-dusk.svg",
    caption: "Boats at dusk on the Brahmaputra. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Teesta Valley Rebuilds Its Bridges One Span at a Time",
    excerpt:
      "After the October 2023 flood swept away bridges and roads along the Teesta, towns in North Sikkim are reconnecting piece by piece. Students describe what it has been like.",
    content: `<p>In October 2023, a glacial lake outburst from South Lhonak lake in North Sikkim sent a wall of water down the Teesta river. It swept away bridges, damaged the Chungthang dam, destroyed homes and army camps and killed dozens of people. Towns along the valley were cut off for weeks.</p>
<p>Reconstruction has been slow, difficult and, in places, remarkable. We spoke to students from Mangan, Dikchu and Singtam about how their towns have changed.</p>
<h2>Getting to school</h2>
<p>For months after the flood, students in some villages crossed the river on temporary bridges or by ropeway. A Class 10 student from near Dikchu said her journey to school had doubled in time. "We walked down to the river, crossed on a Bailey bridge and walked up again. In the rain it was scary," she said.</p>
<blockquote>"The river used to be something we looked at from the road. Now we listen to it at night," said a student from Singtam whose family's shop was damaged.</blockquote>
<h2>Rebuilding</h2>
<p>Engineers have installed temporary steel bridges at key points while permanent structures are built. Some road stretches have been realigned away from the riverbed. Tourism in North Sikkim, including to Lachung and Lachen, has resumed in phases, with access sometimes interrupted by repairs and monsoon damage.</p>
<h2>Lessons</h2>
<p>Scientists had warned for years that South Lhonak lake was growing as the glacier above it retreated. After the disaster, authorities announced early warning systems for high-risk glacial lakes in Sikkim and expeditions to study them. Students we spoke to said they wanted those systems to include simple local alerts, like sirens and SMS messages in Nepali, so that everyone understands them.</p>
<p>In Mangan, a new concrete span is taking shape over the river. Workers say it will be higher and stronger than the old one. "This bridge will have to remember more than the last one," one engineer said.</p>`,
    category: "Regional",
    author: "Pema Yangchen Bhutia",
    daysAgo: 21.5,
    image: "landslide-road.svg",
  },
  {
    title: "Ziro's Farmers Bet on Rice-Fish Paddies and Kiwi Vines",
    excerpt:
      "In Arunachal's Ziro valley, Apatani farmers are pairing their old rice-fish system with newer crops like kiwi. Young farmers say tradition and experiment can share a field.",
    content: `<p>The Ziro valley in Arunachal Pradesh's Lower Subansiri district is known to many outsiders for its music festival. To the Apatani people who live there, it is known for something older: a system of wet-rice cultivation in which fish are raised in the same flooded paddies as the rice.</p>
<p>In this system, fish fingerlings are released into the terraced fields after planting. They eat insects and weeds, their waste fertilises the rice, and they are harvested along with the grain. Channels, bunds and bamboo pipes carry water from streams through the fields with remarkable precision. The system has drawn the attention of agricultural scientists for decades.</p>
<h2>New crops on the slopes</h2>
<p>On the hill slopes around the valley, a newer crop has appeared: kiwi fruit. Arunachal Pradesh has become one of India's main kiwi-growing states, and Ziro's farmers have been part of that shift. Some families now sell fresh kiwi in markets across the North-East; a few have experimented with processing fruit into juice and wine.</p>
<blockquote>"My grandfather taught me how to manage the water in the paddy. My cousin in Itanagar taught me how to sell kiwi on Instagram. I use both," said Tage Yami, 23, a young farmer.</blockquote>
<h2>Challenges</h2>
<p>Farmers mentioned the cost of transporting fruit over long roads, the lack of cold storage, and unpredictable rainfall that affects both rice and fruit. Some worry that young people are leaving agriculture altogether, drawn by jobs in towns.</p>
<h2>Keeping the valley</h2>
<p>Community leaders emphasise that the rice-fish fields are not just farms but also water management systems, flood buffers and wetlands that support birds and insects. Losing them would change the valley's landscape and climate.</p>
<ul>
<li>Rice-fish paddies need less chemical fertiliser.</li>
<li>Fish provide protein for families year-round.</li>
<li>The channel system is maintained collectively by clans.</li>
</ul>
<p>For young farmers like Tage, the future lies in combining the two. "The valley fed us for centuries," he said. "We just need to make sure it can also pay for our phones."</p>`,
    category: "Regional",
    author: "Rituparna Kalita",
    daysAgo: 28.4,
    image: "paddy-fields.svg",
    caption: "Terraced rice fields in the valley. Illustration: Borderland Times graphics desk",
  },
  // ───────────────────────────── India ─────────────────────────────
  {
    title: "What the New School Curriculum Means for Classrooms in the North-East",
    excerpt:
      "New national curriculum guidelines promise more flexibility, mother-tongue teaching and fewer high-stakes exams. Teachers in the region say the details will decide everything.",
    content: `<p>India's National Education Policy and the curriculum frameworks that followed it promise big changes to how schools teach: more flexibility in choosing subjects, emphasis on learning in the mother tongue in early years, vocational courses from middle school and board exams that test understanding rather than memory. For schools in the North-East, the promises are appealing. The practical details are a different matter.</p>
<h2>Mother tongue, which one?</h2>
<p>The policy encourages teaching in the home language, at least until Class 5. In a region with hundreds of languages and dialects, that raises obvious questions. A teacher in a Karbi Anglong school said her class of thirty included children speaking five different home languages. "Which mother tongue do I teach in?" she asked.</p>
<blockquote>"The idea is beautiful. But a language needs textbooks, teachers and trained people to write exams. Some of our languages do not yet have a single printed science book," said a teacher trainer in Kohima.</blockquote>
<h2>Vocational courses</h2>
<p>Teachers were more enthusiastic about vocational education, which could include local skills like bamboo craft, weaving, organic farming, tourism and food processing. Several schools in Meghalaya and Sikkim have already begun pilots. The challenge is finding trained instructors and materials in rural areas.</p>
<h2>Fewer high-stakes exams</h2>
<p>Students we spoke to were cautiously positive about the idea of taking board exams twice a year and choosing the better score. "If one paper goes badly because of a landslide or a fever, it is not the end of the world," said a Class 10 student from Tura.</p>
<h2>What is needed</h2>
<ul>
<li>Teacher training that reaches remote schools, not just district headquarters.</li>
<li>Textbooks in regional languages, written with local experts.</li>
<li>Reliable internet for schools, since many new resources are online.</li>
<li>Funding that reflects the higher costs of reaching hill and border areas.</li>
</ul>
<p>State education departments say they are working on implementation plans. Teachers say they are ready to try, but want to be asked rather than told. As one Agartala principal put it, "A national curriculum should have room for our hills, too."</p>`,
    category: "India",
    author: "Rituparna Kalita",
    daysAgo: 7.9,
    image: "classroom-books.svg",
    caption: "Illustration: Borderland Times graphics desk",
  },
  {
    title: "Railway to Kohima Edges Closer, but Land Questions Remain",
    excerpt:
      "The new line from Dhansiri to Zubza promises to bring trains close to Nagaland's capital for the first time. Villages along the route want clearer terms on land and jobs.",
    content: `<p>For most of its history, Nagaland has had just one railway station of note: Dimapur, in the plains on the border with Assam. A new line climbing from Dhansiri in Assam to Zubza, near Kohima, promises to change that. Tunnels and bridges are being built through the hills, and officials describe the project as a major step towards connecting every North-East capital by rail.</p>
<p>We visited villages along the route to hear what residents think.</p>
<h2>Hopes</h2>
<p>Many residents welcomed the project. Transport costs in Nagaland are high, and the road from Dimapur to Kohima is often congested or damaged in the monsoon. Traders hope cheaper freight will lower the price of goods. Students hope for easier travel to colleges outside the state.</p>
<blockquote>"My father drives this road every day. If the train comes, maybe he can come home earlier," said a Class 8 student in a village near Piphema.</blockquote>
<h2>Questions</h2>
<p>Land in Nagaland is largely owned by communities, clans and individuals under customary law protected by Article 371A of the Constitution. Acquisition therefore requires careful negotiation with landowners. Some villagers said compensation had been fair and paid on time. Others said payments had been delayed or that boundaries had been disputed between neighbouring families and villages.</p>
<p>Residents also asked about jobs. Several said they hoped local youths would be hired for construction and future railway operations, rather than only workers from outside the state.</p>
<h2>Environment</h2>
<p>Environmental groups have raised concerns about slope stability and the disposal of debris from tunnelling. Project officials said environmental safeguards were in place and that slopes were being monitored.</p>
<h2>When?</h2>
<p>Officials have given timelines for completion that have shifted over the years, as is common with hill railway projects. Residents are patient but sceptical. "We have heard about this train since my father was a child," said a village council member. "When I hear the whistle, I will believe it."</p>`,
    category: "India",
    author: "Vikuonuo Rutsa",
    daysAgo: 13.1,
  },
  {
    title: "North-East Athletes Bring Home a Heavy Medal Haul From the National Games",
    excerpt:
      "Boxers from Manipur, weightlifters from Mizoram and archers from Assam led a strong showing by the region. Coaches say facilities at home still lag behind the talent.",
    content: `<p>When the medal tables of the National Games were finalised last week, the North-Eastern states were once again far above where their population would predict. Manipur's boxers and weightlifters, Mizoram's weightlifters, Assam's archers and athletes from Arunachal, Meghalaya and Nagaland all returned with medals.</p>
<p>The region's strength in combat sports and weightlifting is well known; it has produced Olympic medallists and world champions. What coaches want people to notice this time is the depth: more medals from more states, in more sports.</p>
<h2>Small gyms, big results</h2>
<p>Many of the medallists trained in modest facilities: community gyms with old equipment, village grounds and school halls. A weightlifting coach in Aizawl said his athletes trained in a hall with a leaking roof. "When it rains, we move the platforms. We never stop training," he said.</p>
<blockquote>"People say North-East athletes are naturally strong. That is a lazy explanation. They are strong because they work for years with very little," said a boxing coach in Imphal.</blockquote>
<h2>The football question</h2>
<p>Football remains the most popular sport in much of the region, especially in Mizoram, Manipur and Meghalaya, and young players from the North-East fill the rosters of top Indian clubs. Coaches hope the success in individual sports will encourage more investment in team sports infrastructure too, including artificial turf pitches that can survive the monsoon.</p>
<h2>What athletes want</h2>
<ul>
<li>Better diets and nutrition support for young athletes from poor families.</li>
<li>Scholarships that continue between competitions, not only after medals.</li>
<li>Sports science support: physiotherapy and injury care close to home.</li>
</ul>
<p>State governments announced cash awards for medallists on their return. Athletes welcomed the rewards but said regular support matters more. "A reward is for what we did," said a young archer from Assam. "We need help with what we will do next."</p>`,
    category: "India",
    author: "Zothanpuia Ralte",
    daysAgo: 19.9,
    image: "football-field.svg",
  },
  // ───────────────────────────── Bangladesh ─────────────────────────────
  {
    title: "Sylhet's Haor Farmers Race the Flash Floods to Save Boro Rice",
    excerpt:
      "In the haor wetlands of Sunamganj, farmers harvest their only rice crop of the year against the clock. One early flash flood from the Meghalaya hills can wipe out a season.",
    content: `<p>In the haor basin of north-eastern Bangladesh, the year turns on a single harvest. For several months, the vast bowl-shaped wetlands of Sunamganj, Netrokona and Kishoreganj are dry enough to grow boro rice. Farmers plant in winter and harvest in April and May. Then the waters return, and the fields become an inland sea for the rest of the year.</p>
<p>The greatest danger is an early flash flood. Heavy pre-monsoon rain over the Meghalaya hills, just across the border, can send water rushing down into the haors within hours, breaking the earthen embankments that protect the fields.</p>
<h2>A race every spring</h2>
<p>This year, farmers in Sunamganj worked from dawn to after dark as forecasts warned of heavy rain in Meghalaya. Harvesters, both machines and hired labourers, were in short supply. Families brought in relatives from the city to help cut and carry rice.</p>
<blockquote>"We watch the sky over the hills. When it turns black there, we know we have maybe one night," said a farmer in Tahirpur who cultivates land his family has farmed for generations.</blockquote>
<h2>Embankments and warnings</h2>
<p>Bangladesh's water development authorities build and repair embankments around the haors before each season. Farmers said the quality of repair work varies, and in some places the embankments were finished late. Local officials said most embankments had been completed on time this year.</p>
<p>Farmers and researchers have called for better cross-border flood forecasting. Rainfall data from stations in Meghalaya, shared in real time, could give farmers crucial extra hours. Cooperation on flood data between India and Bangladesh has improved, but researchers say it needs to reach village level.</p>
<h2>Update</h2>
<p>By the end of the week, district officials estimated that most of the boro crop in the affected haors had been harvested before rising water entered low-lying fields. Losses were reported in several areas where embankments were breached.</p>
<p>For the farmers of the haor, relief is temporary. Next winter, they will plant again and wait for the sky over the hills.</p>`,
    category: "Bangladesh",
    author: "Nusrat Jahan Rimi",
    daysAgo: 2.9,
    image: "paddy-fields.svg",
    caption: "Rice fields on the edge of the haor wetlands. Illustration: Borderland Times graphics desk",
    updatedAfterDays: 0.5,
  },
  {
    title: "Chittagong Port Plans Raise Hopes for Tripura's Transit Trade",
    excerpt:
      "A bridge over the Feni river and agreements on transit through Bangladesh could cut Tripura's route to the sea from over 1,500 kilometres to under 100. Traders want to see it working.",
    content: `<p>For goods travelling from Agartala to a seaport, the usual route today runs north through Assam and around the narrow Siliguri corridor to Kolkata, a journey of well over 1,500 kilometres. Chittagong port in Bangladesh is less than 100 kilometres from Tripura's southern border.</p>
<p>That geography has fuelled decades of hopes in Tripura. Some of the pieces are now in place. The Maitri Setu bridge over the Feni river, linking Sabroom in Tripura with Ramgarh in Bangladesh, was inaugurated in 2021. India and Bangladesh have signed agreements allowing the use of Chittagong and Mongla ports for transit of goods to and from the North-East, and trial consignments have moved along the route.</p>
<h2>Traders are hopeful, but waiting</h2>
<p>Traders in Agartala said they were excited by the possibility but had not yet seen regular, affordable services. "A trial run is a photograph. We need a timetable," said an exporter of rubber products.</p>
<blockquote>"If my containers can go through Chittagong, my costs could fall sharply. But I need the customs, the trucks and the shipping lines all to work together, every week," said the exporter.</blockquote>
<h2>Bangladesh's perspective</h2>
<p>In Chittagong, business associations have expressed interest in the fees and business transit could bring, while also raising concerns about congestion at an already busy port and the condition of roads from the border. Bangladesh is investing in new terminals and a deep-sea port at Matarbari, which could increase capacity in the years ahead.</p>
<h2>Politics and patience</h2>
<p>Transit arrangements depend on good relations between the two countries and on the political situation in each. Changes in government and public sentiment in Bangladesh can affect the pace of cooperation. Analysts said the economic logic of the route is strong enough that both sides are likely to keep working on it.</p>
<p>For young people in Tripura studying logistics and commerce, the route is more than an abstraction. "My parents' generation was told Tripura is at the end of India," said a commerce student in Agartala. "With this route, we could be at the beginning of something."</p>`,
    category: "Bangladesh",
    author: "Arnab Debbarma",
    daysAgo: 11.2,
  },
  {
    title: "Dhaka's Debating Circuit Opens Its Doors to Shillong Schools",
    excerpt:
      "Two Shillong schools sent debating teams to a tournament in Dhaka for the first time. They came back with one trophy, many friendships and a new respect for Bangladeshi speakers.",
    content: `<p>When the debating teams of two Shillong schools arrived at a tournament hosted by a university in Dhaka, they had no idea what to expect. They knew Bangladesh had a strong English-language debating culture; Bangladeshi university teams have done well at international competitions. What they did not expect was how warmly they would be received.</p>
<p>The tournament brought together school teams from across Bangladesh, along with guest teams from India and Nepal. The format was British Parliamentary, with four teams of two in each round.</p>
<h2>The motions</h2>
<p>Motions included debates on climate migration, social media regulation, cross-border river sharing and whether schools should abolish homework. The Shillong students said the river debate was the most intense. "We were assigned to argue for the upstream country. In a room full of Bangladeshi students. That was brave of the organisers," laughed Evanisha Kharbuli, 17.</p>
<blockquote>"The Bangladeshi speakers were incredibly well-prepared. They knew data on everything. We learned more in three days than in a year of practice," said Evanisha's teammate.</blockquote>
<h2>Result</h2>
<p>One Shillong team reached the semi-finals and won a speaker award. The other did not break, but came back with notebooks full of ideas. Both teams said the most valuable part of the trip was the conversations between rounds, about music, food, exams and the shared experience of growing up near the border.</p>
<h2>Dhaka beyond the debate</h2>
<p>The students visited Old Dhaka, ate at a famous biryani restaurant, rode rickshaws through traffic and spent an afternoon at the Liberation War Museum. "We talk about Bangladesh all the time at home, but mostly about the border. Now I have friends there," said a team member.</p>
<p>The organisers have invited the Shillong schools back next year, and the schools plan to host a small tournament of their own, inviting Bangladeshi teams to Meghalaya. If the visa process cooperates, Shillong may soon hear some very fast speakers in its school halls.</p>`,
    category: "Bangladesh",
    author: "Nusrat Jahan Rimi",
    daysAgo: 24.1,
    image: "dhaka-skyline.svg",
    caption: "The Dhaka skyline at evening. Illustration: Borderland Times graphics desk",
  },
  {
    title: "In Sajek Valley, Tourism Grows Faster Than the Water Supply",
    excerpt:
      "Resorts and cottages have multiplied on the ridge of Sajek in Bangladesh's Rangamati district. Local Lushai and Tripura residents say water and waste are becoming urgent problems.",
    content: `<p>Sajek Valley, on a ridge in the Chittagong Hill Tracts near the borders of Mizoram and Tripura, has become one of Bangladesh's most popular tourist destinations. Visitors come to see clouds rolling below the ridge at sunrise, and the view towards the hills of Mizoram on clear days. On holiday weekends, the ridge fills with jeeps, cottages and thousands of tourists.</p>
<p>The ridge is also home to Lushai, Pangkhua and Tripura communities, who lived here long before the tourists arrived. For them, the boom has brought income, and serious strain.</p>
<h2>Water</h2>
<p>Water is the biggest problem. Sajek sits on top of a ridge, and the springs and streams that supply it lie far below. Resorts buy water carried up by truck or by hand, at rising prices. Residents said they sometimes struggle to get enough for their own households during the dry season.</p>
<blockquote>"The tourists shower twice a day. My family carries water up the hill in jerrycans," said a young Lushai woman who works in a cottage.</blockquote>
<h2>Waste</h2>
<p>Plastic bottles, food packaging and sewage have also become visible problems. Volunteers and local groups organise clean-up drives, but there is no comprehensive waste system on the ridge.</p>
<h2>Who earns</h2>
<p>Many of the larger resorts are owned by investors from outside the hills, local residents said. Some community members run cottages, restaurants and shops and have benefited, but others feel left behind. Land ownership in the Chittagong Hill Tracts is a long-standing and sensitive issue, and rapid development has added to tensions.</p>
<h2>Possible solutions</h2>
<ul>
<li>Rainwater harvesting tanks for every resort and household.</li>
<li>A cap on the number of vehicles and visitors on peak days.</li>
<li>Priority for local communities in tourism licences and jobs.</li>
</ul>
<p>Tourism officials in Rangamati said they were working on a management plan. For now, as the clouds roll in each morning, Sajek's view remains spectacular. Whether the ridge can sustain the crowds is another question.</p>`,
    category: "Bangladesh",
    author: "Arnab Debbarma",
    daysAgo: 32.2,
    image: "shillong-hills.svg",
  },
  // ───────────────────────────── Myanmar ─────────────────────────────
  {
    title: "Across the Tiau River, Families Live Between Two Countries",
    excerpt:
      "At Zokhawthar on the Mizoram–Myanmar border, a narrow river separates relatives, markets and churches. Since 2021, it has also separated peace from war.",
    content: `<p>At Zokhawthar, a small town on Mizoram's eastern edge, the Tiau river is narrow enough in the dry season to wade across. On the other side lies Rihkhawdar in Myanmar's Chin State. For generations, people on both banks have shared surnames, churches and markets. Many have relatives on both sides.</p>
<p>Since the military takeover in Myanmar in February 2021 and the conflict that followed, the river has become something else: the line between a country at peace and a country at war.</p>
<h2>Arrivals</h2>
<p>Tens of thousands of people from Chin State and Sagaing Region have crossed into Mizoram since 2021, according to state government figures. Many live with relatives; others in camps and rented houses in Champhai district and beyond. Most of them share ethnic and religious ties with the Mizo people, and Mizoram's government and churches have helped them extensively.</p>
<blockquote>"My aunt's house is twenty minutes' walk from here, on the other side. I have not been able to visit in three years," said Lalthanpuii, 18, who lives in Zokhawthar.</blockquote>
<h2>A town that lives on crossing</h2>
<p>Zokhawthar's economy has always depended on trade across the river: clothes, food, household goods. Trade has been disrupted repeatedly, restarting and stopping with the fighting across the border. Shopkeepers described weeks with almost no customers followed by sudden rushes.</p>
<h2>Border fencing debate</h2>
<p>India has announced plans to fence the border with Myanmar and end the Free Movement Regime, which allowed people living near the border to cross without visas for short distances. The plan has been opposed by many in Mizoram and Nagaland, where communities live on both sides, while others argue it is necessary for security. The debate remains open.</p>
<h2>Children in between</h2>
<p>In local schools, children from Myanmar study alongside Mizo classmates. Teachers said language is less of a barrier than trauma. "Some children jump when they hear a loud noise," one teacher said. "They learn maths easily. Feeling safe takes longer."</p>
<p>On a quiet evening, children play football on a field by the river. From here, you can see the houses on the other side. The river looks the same as it always has. Everything around it has changed.</p>`,
    category: "Myanmar",
    author: "Lalremruati Hnamte",
    daysAgo: 1.1,
    featured: true,
    image: "pagoda-sunset.svg",
    caption: "Illustration: Borderland Times graphics desk",
  },
  {
    title: "Students From Sagaing Keep Studying From Shelters in Mizoram",
    excerpt:
      "Young people from Myanmar's Sagaing Region who fled the conflict are enrolling in online courses and community classes in Mizoram. Degrees are hard to get recognised.",
    content: `<p>In a rented room in Champhai, four young people from Myanmar's Sagaing Region share one laptop and a phone hotspot. They take turns logging into online classes run by volunteer teachers, many of whom are themselves in exile. On a good day, the connection holds for the whole lecture.</p>
<p>Since 2021, many university students in Myanmar left formal education, some as part of the civil disobedience movement against the military government, others because fighting made study impossible. Some have crossed into India, Thailand or elsewhere and are trying to continue their education however they can.</p>
<h2>Learning without a campus</h2>
<p>Volunteer-run online universities and community learning centres offer courses in subjects from medicine to computer science. Students in Mizoram said the teaching is often excellent, but exams, labs and recognised degrees are hard to come by.</p>
<blockquote>"I was in my third year of engineering in Monywa. Now I study the same subjects on a phone screen. I do not know if any university will accept these credits," said a 22-year-old student who asked that his name not be printed for his family's safety.</blockquote>
<h2>Help from hosts</h2>
<p>Mizo churches, student groups and local volunteers have helped with rent, laptops and English classes. Some schools have admitted younger children from Myanmar. College admissions are harder, as they require documents that many students could not bring.</p>
<h2>Keeping hope</h2>
<p>The students have formed study groups and share notes with others in Thailand and within Myanmar. One young woman, who was studying pharmacy, teaches basic health classes to other refugees. "If I cannot finish my degree now, I can at least use what I learned," she said.</p>
<p>Asked what they wanted readers to know, the students all said the same thing: they want to go home and rebuild. "We are not studying to leave Myanmar forever," one said. "We are studying so that when we return, we are ready."</p>`,
    category: "Myanmar",
    author: "Thiri Nandar Aung",
    daysAgo: 8.9,
    image: "classroom-books.svg",
  },
  {
    title: "Myitkyina's Jade Economy and the Towns It Leaves Behind",
    excerpt:
      "Kachin State holds some of the world's finest jade. The wealth it generates rarely stays in the towns around the mines, where landslides and drug use are constant dangers.",
    content: `<p>Kachin State in northern Myanmar is home to the Hpakant jade mining area, a short journey from the state capital Myitkyina, which produces much of the world's finest jadeite. The stone is prized in China, where a single piece can sell for extraordinary sums. Yet the towns around the mines remain among the poorest and most dangerous places in the country.</p>
<p>This article draws on interviews with former residents of Kachin State now studying or working in India, and on published reports by researchers and international organisations.</p>
<h2>Landslides and loss</h2>
<p>Mining at Hpakant has turned green hills into huge open pits and mountains of waste earth. These waste heaps are unstable, especially in the monsoon. Deadly landslides have struck several times; in 2020, one of the worst killed more than 170 people, many of them informal jade pickers searching the waste for fragments.</p>
<blockquote>"Young men go to Hpakant because they hope for one lucky stone. Most come back with nothing, some do not come back," said a former resident of Myitkyina who now lives in Guwahati.</blockquote>
<h2>Where the money goes</h2>
<p>Researchers and international watchdogs have long reported that a large share of the jade trade is unofficial, and that profits flow to powerful interests far from the mining towns. Armed conflict in Kachin State has continued for decades, and control of mining areas has shifted among different armed actors.</p>
<h2>The human cost</h2>
<p>Health workers and community groups in the mining areas have documented high rates of drug addiction among workers, and limited access to healthcare and education for families. Environmental damage affects rivers downstream, including the Uru, a tributary of the Chindwin.</p>
<h2>Why it matters to the region</h2>
<p>Kachin State borders Arunachal Pradesh, and communities on both sides of the Patkai hills have ties that predate the border. Instability in Kachin affects trade, migration and security in India's North-East.</p>
<p>For the former resident in Guwahati, the story of jade is simple and sad. "The stone is beautiful," he said. "But I have never met anyone in Hpakant who owns a piece."</p>`,
    category: "Myanmar",
    author: "Thiri Nandar Aung",
    daysAgo: 20.7,
    image: "pagoda-sunset.svg",
  },
  {
    title: "Chin Musicians Find a Stage in Aizawl's Cafes",
    excerpt:
      "Singers and guitarists from Myanmar's Chin State who have settled in Mizoram are playing gospel, rock and folk songs to new audiences in Aizawl, and writing about home.",
    content: `<p>On a Friday night at a café in Aizawl's Zarkawt area, a young man with a guitar sings a song in Falam Chin. Most of the audience does not understand every word, but they understand the melody and the feeling. When he finishes, the applause is long.</p>
<p>Mizoram has one of the liveliest music scenes in the North-East, built on church choirs, gospel music, rock bands and a deep love of singing. Musicians from Myanmar's Chin State, many of whom arrived after 2021, are finding a place in it.</p>
<h2>Shared roots</h2>
<p>The Chin and Mizo peoples are closely related, sharing cultural traditions and, in many cases, mutually understandable languages. Gospel hymns, translated into both Mizo and Chin languages in the last century, are familiar on both sides of the border.</p>
<blockquote>"When I sing a hymn my grandmother taught me in Hakha, the older people in the audience sing along in Mizo. That is a strange, beautiful feeling," said a 24-year-old singer from Chin State.</blockquote>
<h2>Songs of home</h2>
<p>Many of the songs are about home: villages left behind, families scattered across Mizoram, Delhi and abroad, and hope for return. Others are love songs and rock covers, because young musicians are young musicians wherever they are.</p>
<h2>Making a living</h2>
<p>Earning a living from music is hard for anyone; it is harder without papers and connections. Some Chin musicians teach guitar and keyboard, play at weddings and church events or work day jobs. Café owners say audiences are growing, and some Mizo musicians have started to collaborate with Chin artists on recordings.</p>
<p>Zothansanga, a guitarist who organises monthly open music nights, said the collaboration has enriched Aizawl's scene. "We have always said we are one people. Music is where you actually hear that," he said.</p>
<p>At the end of the evening, the young singer played one more song, a slow one. Afterward he said it was about his mother's kitchen in a village he has not seen in three years. Nobody in the café was talking.</p>`,
    category: "Myanmar",
    author: "Zothanpuia Ralte",
    daysAgo: 26.9,
    image: "music-stage.svg",
  },
  // ───────────────────────────── Science ─────────────────────────────
  {
    title: "Reading the Monsoon: Sohra Students Build Their Own Rain Gauges",
    excerpt:
      "In one of the wettest places on Earth, a school science club built rain gauges from plastic bottles and recorded every drop for a season. Their numbers tell an interesting story.",
    content: `<p>Sohra, better known to many as Cherrapunji, has long been listed among the wettest places on Earth, along with neighbouring Mawsynram. Its rainfall records date back to the nineteenth century. This monsoon, a school science club in Sohra decided to add its own records to that history.</p>
<p>Sixteen students from Classes 9 to 11 built simple rain gauges from plastic bottles, funnels and measuring cylinders and placed them in eight locations across the town and surrounding villages. For four months, they measured and recorded rainfall every morning at eight o'clock.</p>
<h2>How they did it</h2>
<ul>
<li>Each gauge was a two-litre bottle with its top cut off and inverted as a funnel, mounted on a post at a fixed height.</li>
<li>Students calibrated the gauges against the standard gauge at a nearby weather station.</li>
<li>Readings were logged in a shared notebook and later typed into a spreadsheet.</li>
</ul>
<h2>What they found</h2>
<p>Their readings showed large differences between locations only a few kilometres apart. Gauges on the southern edge of the plateau, facing the plains of Bangladesh, recorded much more rain than those a little to the north. On several days, one gauge overflowed while another a short walk away had only a few centimetres.</p>
<blockquote>"We thought rain falls the same everywhere in Sohra. It does not. The hills decide where the clouds drop their water," said Wanshanlang Lyngkhoi, 15, a member of the club.</blockquote>
<p>The students also noticed that much of the season's rain came in a small number of very heavy days. This matches what meteorologists have described: in many parts of India, the monsoon is delivering its rain in more intense bursts, with longer dry spells between them.</p>
<h2>Why it matters</h2>
<p>Their science teacher pointed out a paradox Sohra residents know well: despite the heavy rain, the town faces water shortages in the dry winter months. Rain runs off the degraded, thin-soiled plateau quickly. The students want to use their data to suggest where rainwater harvesting tanks would collect the most water.</p>
<p>The club has shared its data with a research group at a university in Shillong and plans to continue next year with more gauges. "We live under the clouds," one student said. "We should know them better than anyone."</p>`,
    category: "Science",
    author: "Daphisha Syiemlieh",
    daysAgo: 3.8,
    featured: true,
    image: "monsoon-town.svg",
    caption: "Monsoon clouds over the Sohra plateau. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Engineers Take a Closer Look at Living Root Bridges",
    excerpt:
      "Meghalaya's living root bridges, grown from the aerial roots of rubber fig trees, are being studied as a model for sustainable engineering. Khasi and Jaintia villagers have known for centuries.",
    content: `<p>In the deep valleys south of Sohra and in the Jaintia Hills, Khasi and Jaintia villagers have for generations guided the aerial roots of the Indian rubber fig tree, <em>Ficus elastica</em>, across streams and rivers. Over decades, the roots thicken, intertwine and strengthen into bridges that can carry dozens of people at a time. Some are believed to be centuries old.</p>
<p>The most famous, the double-decker bridge near Nongriat, draws thousands of tourists who climb down several thousand steps to see it. Less well known is that engineers and architects around the world have begun studying these bridges seriously.</p>
<h2>Why engineers are interested</h2>
<p>Unlike steel or concrete, a living root bridge grows stronger with age, repairs itself when damaged and absorbs carbon. Researchers have measured how roots respond to load, how they fuse together and how villagers guide their growth using bamboo and betel nut trunks as scaffolding.</p>
<blockquote>"We are used to thinking of infrastructure as something that starts to decay on the day it is finished. These bridges do the opposite," said a civil engineering student from Shillong who is writing her final-year project on them.</blockquote>
<h2>Knowledge that lives in villages</h2>
<p>Villagers emphasise that the knowledge belongs to the communities who built and maintain the bridges. Building one takes patience: fifteen to thirty years before a bridge is usable. Maintenance is a shared responsibility, with families and villages taking turns.</p>
<h2>Threats</h2>
<p>Tourism has brought income but also pressure: too many visitors on fragile bridges, litter and concrete steps near some sites. In 2022, the living root bridge cultural landscape of Meghalaya was placed on UNESCO's tentative list for World Heritage status, which could bring protection and funding, as well as more visitors.</p>
<h2>What next</h2>
<p>Some researchers are exploring whether similar techniques could be used in cities, growing living structures over walkways and stream banks. Villagers are more interested in protecting the bridges they have. "Study them, yes," said an elder from a village near Nongriat. "But do not forget that someone planted each root, and someone must look after it."</p>`,
    category: "Science",
    author: "Banteilang Kharkongor",
    daysAgo: 6.8,
    image: "bamboo-bridge.svg",
    caption: "A living root bridge across a forest stream. Illustration: Borderland Times graphics desk",
  },
  {
    title: "Loktak's Floating Islands Are Thinning, and Fishers Have Noticed",
    excerpt:
      "The phumdis of Manipur's Loktak Lake support fishing families and the only floating national park in the world. Scientists and fishers say the islands are changing.",
    content: `<p>Loktak Lake in Manipur is famous for its phumdis: floating masses of vegetation, soil and organic matter that drift across the lake's surface. Some are small enough to pole around in a canoe; others cover many square kilometres. The largest forms Keibul Lamjao National Park, the only floating national park in the world and the last natural home of the sangai, Manipur's brow-antlered deer.</p>
<p>Fishing families have lived on and around the phumdis for generations, building huts called phum-saang on them and using circular enclosures of phumdi, called athaphum, to catch fish. They say the phumdis are changing.</p>
<h2>What fishers see</h2>
<blockquote>"When I was young, the phum in the park was thick enough for deer to walk anywhere. Now in some places, it sinks under your feet," said an elderly fisherman from Thanga, one of the islands in the lake.</blockquote>
<p>Scientists studying the lake have described a similar pattern. After the Ithai barrage was built downstream in the 1980s for the Loktak hydroelectric project, lake water levels became more stable. Phumdis, which once sank in the dry season and rested on the lake bed to absorb nutrients, now float all year. Researchers believe this has contributed to thinning in parts of the national park, affecting the sangai's habitat.</p>
<h2>Other pressures</h2>
<ul>
<li>Silt from deforested hills around the lake's catchment.</li>
<li>Pollution from towns and farms draining into the lake.</li>
<li>The spread of athaphum enclosures, which fragment the lake surface.</li>
</ul>
<h2>Balancing people and lake</h2>
<p>Authorities have at times removed phumdis and fishing huts to clear the lake, which has led to disputes with fishing communities who depend on them. Researchers argue that lasting solutions must involve fishers as partners, since their knowledge of the lake is detailed and long.</p>
<p>A group of college students from Moirang has started a project interviewing fishers and mapping changes using old photographs. "The lake has a memory, and so do the people on it," one student said. "We are trying to write both down before they fade."</p>`,
    category: "Science",
    author: "Romen Khumanthem",
    daysAgo: 15.9,
    image: "science-lab.svg",
    caption: "Studying water samples from the lake. Illustration: Borderland Times graphics desk",
  },
  // ───────────────────────────── Lifestyle ─────────────────────────────
  {
    title: "A Monsoon Kitchen: What Shillong Cooks When the Rain Won't Stop",
    excerpt:
      "When the clouds settle on Shillong for a week at a time, kitchens fill with smoked pork, black sesame, fermented soybean and endless cups of red tea. A tour of rainy-day cooking.",
    content: `<p>There is a particular kind of week in Shillong in July, when the clouds come down onto the city and stay. Washing never dries. Shoes are permanently damp. And kitchens, in homes across the city, become the warmest and most important room in the house.</p>
<p>We asked families, students and a few café cooks what they make when the rain will not stop.</p>
<h2>Jadoh and dohneiiong</h2>
<p>The most common answer was jadoh, rice cooked with pork and spices, often coloured with turmeric or cooked with blood for the darker version. Close behind was dohneiiong, pork cooked with a thick paste of black sesame. "Black sesame in the rain is like a blanket," said a grandmother in Mawkhar, who has cooked it every monsoon for sixty years.</p>
<h2>Tungrymbai for the brave</h2>
<p>Tungrymbai, fermented soybean cooked with pork and black sesame, has a strong smell that divides opinion. Students living in hostels said it is the dish that makes them most homesick. "My roommate from Bihar refused to enter the room the first time," laughed a student from Jowai. "By the end of the year, he was asking for it."</p>
<blockquote>"Rainy days are for food that takes time. Nobody is going anywhere anyway," said Shanborlang, 20, who learned to cook from his aunt during the long rains last year.</blockquote>
<h2>The tea</h2>
<p>Red tea, sha saw, without milk and often with plenty of sugar, is drunk all day. Some add ginger. Paired with putharo (steamed rice cakes) or pumaloi (powdered rice cake), it is the standard rainy afternoon snack.</p>
<h2>Tips from our readers</h2>
<ul>
<li>Dry your spices in a pan before storing them in the monsoon, to keep them from clumping.</li>
<li>Keep a jar of chilli and garlic chutney made in advance; it makes any meal feel like a feast.</li>
<li>Make a big pot of dal on Sunday; it gets better through the week.</li>
</ul>
<p>Shillong's monsoon can be gloomy. But in the kitchens of the city, it is also a season of warmth, smells and long conversations over steaming plates. As the grandmother in Mawkhar said, "Rain outside, fire inside. That is how we survive."</p>`,
    category: "Lifestyle",
    author: "Daphisha Syiemlieh",
    daysAgo: 9.8,
    image: "monsoon-town.svg",
  },
  {
    title: "Thrift Stores and Second-Hand Style: Inside Shillong's Bundle Markets",
    excerpt:
      "Long before thrifting became a global trend, young people in Shillong and Aizawl were dressing from second-hand bundles. A look at the business and the style.",
    content: `<p>Long before "thrifting" became a hashtag, young people in Shillong and Aizawl were building their wardrobes from second-hand clothes. Bundles of used clothing, much of it originally from abroad, reach the hill markets through long supply chains. Sellers open them, sort the pieces and lay them out in stalls and shops, where buyers dig for treasures.</p>
<h2>The hunt</h2>
<p>On a Saturday afternoon in a market near Police Bazar, students crowd around tables of denim jackets, wool coats and band T-shirts. Prices are negotiated fast. The best pieces disappear in minutes.</p>
<blockquote>"You have to come early and you have to be patient. I once found a leather jacket for less than the cost of a pizza," said Mebanda, a college student who runs an Instagram page showing her thrift finds.</blockquote>
<h2>Style in the hills</h2>
<p>Shillong and Aizawl are widely regarded as among the most fashionable cities in India, with a style influenced by Western music, Korean fashion and local traditions. Thrift has been central to that style, making it possible for young people with limited budgets to dress creatively. A local stylist said thrift teaches a skill: "You learn what fits you, not what the mannequin wears."</p>
<h2>The business</h2>
<p>Sellers buy bundles by weight, without knowing exactly what is inside. A good bundle can be very profitable; a bad one, full of damaged clothes, is a loss. Many sellers are women who have run stalls for decades. Some younger sellers now run online stores, photographing items and shipping them across India.</p>
<h2>Questions</h2>
<p>The trade raises questions too. Imported second-hand clothes operate in a grey area of regulations. Environmentalists point out that while thrift extends the life of clothes, much of the global used-clothing trade ends up as waste in poorer countries. Local weavers worry that young people rarely buy handloom.</p>
<h2>Tips for first-timers</h2>
<ul>
<li>Check seams, zips and armpits before you buy.</li>
<li>Wash everything twice before wearing.</li>
<li>Learn basic sewing; a small alteration transforms a piece.</li>
</ul>
<p>As Mebanda put it, "Thrift is not about being poor or rich. It is about looking like yourself."</p>`,
    category: "Lifestyle",
    author: "Lalremruati Hnamte",
    daysAgo: 17.2,
    image: "market-stalls.svg",
  },
  {
    title: "Exam Season Without Burnout: What Counsellors in Guwahati Advise",
    excerpt:
      "With board exams approaching, school counsellors in Guwahati share practical advice on sleep, study, phones and parents. Students share what actually works for them.",
    content: `<p>Every year in the weeks before board examinations, school counsellors in Guwahati see the same things: students who have stopped sleeping properly, students who cannot stop looking at their phones, students who feel that a single exam will decide their entire future. We asked three counsellors and a dozen students for practical advice.</p>
<h2>Sleep is not optional</h2>
<p>All three counsellors put sleep at the top of their list. "Students think they are gaining time by studying until 3 a.m. They are losing memory. The brain consolidates what you learned while you sleep," said a counsellor at a higher secondary school in Dispur.</p>
<h2>Study in blocks</h2>
<p>Counsellors recommended studying in focused blocks of forty-five minutes to an hour, with short breaks in between. Several students said a timer helps. "I put my phone in another room and use a kitchen timer. It is old-fashioned, but it works," said a Class 12 student from Beltola.</p>
<blockquote>"The aim is not to study more hours. It is to make the hours you study count," a counsellor said.</blockquote>
<h2>Phones</h2>
<p>Nobody pretended phones could be avoided; they are how many students get study material. Counsellors suggested turning off notifications, using apps that block social media during study time and keeping phones out of the bedroom at night.</p>
<h2>Talking to parents</h2>
<p>Many students said the biggest source of stress was not the exam but their family's expectations. Counsellors encouraged students to have honest conversations with parents, and parents to ask "How are you?" more often than "How much did you study?"</p>
<h2>What students said works</h2>
<ul>
<li>A walk in the evening, even for fifteen minutes.</li>
<li>Studying with one friend rather than alone, to explain topics to each other.</li>
<li>Old question papers, done under timed conditions.</li>
<li>Eating properly; one student said her mother's khar and rice did more for her than any energy drink.</li>
</ul>
<h2>When to ask for help</h2>
<p>Counsellors urged students who feel persistently hopeless, anxious or unable to cope to talk to a counsellor, teacher or trusted adult. "Asking for help is a sign of intelligence, not weakness," one said. Students can also call the national Tele-MANAS mental health helpline at 14416, which is free and available around the clock.</p>`,
    category: "Lifestyle",
    author: "Priyanka Saikia",
    daysAgo: 4.1,
  },
  // ───────────────────────────── Entertainment ─────────────────────────────
  {
    title: "Shillong Rock Night Sells Out, and the Openers Steal the Show",
    excerpt:
      "The city's biggest rock night of the year drew a full house to the hall in Laban. The headliners were good. The two student bands that opened were unforgettable.",
    content: `<p>Shillong has called itself India's rock capital for decades, and on Saturday night it lived up to the name. The annual rock night at a hall in Laban sold out days in advance. Fans came from Guwahati, Tura, Jowai and even Aizawl. Several families came with three generations: grandparents who grew up on classic rock, parents who grew up on metal and teenagers who grew up on everything.</p>
<h2>The openers</h2>
<p>It was the opening acts, though, that everyone was talking about on the way out. Two bands made up of school and college students played short sets before the headliners.</p>
<p>The first, a four-piece from Mawlai whose members are all in Class 11 and 12, played original songs in Khasi and English with a sound somewhere between blues and grunge. Their lead guitarist, sixteen years old, played a solo that made some older musicians in the crowd look at each other and nod.</p>
<blockquote>"We practised in a garage with an egg-tray ceiling for two years. Tonight the sound was so big I forgot my own lyrics for a second," said the band's bassist, laughing.</blockquote>
<p>The second opener, an all-women band from Laitumkhrah, played heavier music with a drummer who did not stop smiling all night. Their closing song, about the sound of rain on a tin roof, got the loudest cheer of the opening sets.</p>
<h2>The headliners</h2>
<p>The main act, a veteran Shillong band reunited for the night, played two hours of songs spanning thirty years. Their best moment came when they invited the young guitarist from the opening band on stage for the final song.</p>
<h2>A scene that renews itself</h2>
<p>Musicians say Shillong's scene is healthy because it is passed down: older musicians teach, lend gear and invite young bands to open for them. Music schools and church choirs help, too. The challenge, they say, is venues; there are few mid-sized halls, and rents are high.</p>
<p>On the steps outside afterwards, the young bassist was already discussing the next song. "We need to write more," he said. "We only have nine."</p>`,
    category: "Entertainment",
    author: "Banteilang Kharkongor",
    daysAgo: 2.1,
    image: "music-stage.svg",
    caption: "Stage lights at a rock night in Shillong. Illustration: Borderland Times graphics desk",
  },
  {
    title: "A Guwahati Indie Film Gets a Festival Slot Abroad",
    excerpt:
      "Made on a small budget with a crew of friends, an Assamese feature about a boatman on the Brahmaputra has been selected for an international film festival. Its director is twenty-six.",
    content: `<p>A small Assamese film shot on the Brahmaputra, with a cast of mostly non-professional actors and a crew of friends, has been selected for the competition section of an international film festival in Europe. Its director, a twenty-six-year-old from Guwahati, made it for less than the cost of a mid-range car.</p>
<p>The film follows an ageing boatman on the river who ferries passengers between Guwahati and North Guwahati as a new bridge is being built nearby. The boatman knows that the bridge will end his livelihood. The film follows him through his last season.</p>
<h2>Making it</h2>
<p>The director, Manash Hazarika, said the idea came from watching ferries from the Fancy Bazar ghat as a teenager. "The ferry was the most democratic place in the city. Students, vegetable sellers, officers, everyone on the same boat. I wanted to film it before it disappeared," he said.</p>
<blockquote>"We shot most scenes in one take because we could not afford a second. The river does not repeat itself anyway," Hazarika said.</blockquote>
<p>The boatman is played by a real boatman who had never acted before. The crew spent two monsoons filming, working around floods and changing river channels.</p>
<h2>Assamese cinema's moment</h2>
<p>Assamese cinema has a long history and has won national awards, but distribution has always been a challenge. A handful of recent independent Assamese films have travelled to international festivals, encouraging a new generation of filmmakers. Young filmmakers say streaming platforms and festivals have opened routes that did not exist ten years ago.</p>
<h2>What next</h2>
<p>Hazarika hopes the festival selection will help the film find a distributor in India. He also wants it to be shown in Assam first, in town halls and community spaces along the river where it was made. "I want the people on that ferry to see it before anyone in Europe does," he said.</p>
<p>The crew is crowdfunding to pay for travel to the festival. Several of them have never been on a plane.</p>`,
    category: "Entertainment",
    author: "Anurag Bora",
    daysAgo: 12.9,
  },
  {
    title: "Aizawl Under-17 Side Wins Inter-School Cup on Penalties",
    excerpt:
      "A school team from Aizawl beat a side from Imphal on penalties in a tense final of the North-East inter-school football tournament. Their goalkeeper saved two spot kicks.",
    content: `<p>In a final that had everything except goals in open play, a school team from Aizawl beat a side from Imphal 4–3 on penalties to win the North-East inter-school under-17 football cup on Sunday. The match at the stadium in Shillong ended 0–0 after ninety minutes and extra time.</p>
<p>The hero was fifteen-year-old goalkeeper Lalrinsanga, who saved two penalties, including the decisive fifth kick, diving to his left to push the ball onto the post.</p>
<h2>The match</h2>
<p>The Imphal side dominated possession in the first half, with quick passing through the middle and a left winger who troubled the Aizawl defence repeatedly. The Aizawl team defended deep and tried to counterattack, hitting the bar once just before half-time.</p>
<p>The second half was more even. Both teams tired in extra time on a pitch made heavy by morning rain. A late header from the Imphal captain was cleared off the line.</p>
<blockquote>"I watched videos of their penalty takers the night before. The fifth one always goes right when he is nervous. Today he went left, but I guessed," Lalrinsanga said afterwards, grinning.</blockquote>
<h2>A regional festival of football</h2>
<p>The tournament brought together sixteen school teams from all eight North-Eastern states. Scouts from several professional club academies attended, reflecting the region's reputation as one of India's richest sources of football talent.</p>
<p>The Imphal coach praised his team's performance despite the loss. "We played the better football. Penalties are a lottery. These boys will be back," he said.</p>
<h2>Sportsmanship</h2>
<p>Perhaps the best moment came after the final whistle, when players from both teams sat together in the centre circle and Aizawl's players went to console the Imphal player who had missed the final penalty. Spectators gave both teams a long standing ovation.</p>
<p>The winning team will return to Aizawl on Tuesday, where their school has promised a celebration. Their goalkeeper has a more immediate concern: a maths test on Wednesday.</p>`,
    category: "Entertainment",
    author: "Zothanpuia Ralte",
    daysAgo: 6.5,
    image: "football-field.svg",
    caption: "Illustration: Borderland Times graphics desk",
  },
  {
    title: "Why Imphal Fell for Korean Dramas",
    excerpt:
      "Korean dramas and K-pop have been hugely popular in Manipur for two decades. Fans, shopkeepers and a sociology student explain why the Korean wave hit Imphal so early and so hard.",
    content: `<p>Walk through Imphal's markets and you will find Korean drama posters, Korean instant noodles, K-pop albums and hairstyles copied from Seoul. Manipur was one of the first places in India where the Korean wave, known as Hallyu, became a mass phenomenon, years before it became a national trend during the pandemic.</p>
<h2>Early adopters</h2>
<p>Many in Imphal trace the popularity back to the early 2000s, when Korean channels and DVDs became widely available. Local cable operators began showing Korean dramas, sometimes dubbed or subtitled in Manipuri. A generation grew up on them.</p>
<blockquote>"My mother watched Korean dramas before I was born. Now we watch together. It is the one thing we never argue about, except when we argue about which male lead is better," said Bembem, 19, a college student.</blockquote>
<h2>Why Korea?</h2>
<p>A sociology student at a university in Imphal, who is researching the phenomenon, offered several reasons. Korean dramas feature people who look more like Manipuris than the actors in most Hindi films do. Their stories often centre on family, respect for elders and romance without much explicit content, which fit local values. And in a state that has often felt distant from mainland India, Korean culture offered a different window to the world.</p>
<h2>An economy</h2>
<p>Shops in Imphal sell Korean cosmetics, snacks and fashion. Several young people run small businesses importing K-pop merchandise. Korean language classes have become popular, and some students have gone to South Korea for studies.</p>
<h2>Local creativity</h2>
<p>The Korean wave has also inspired local creators. Manipuri music videos borrow styles from K-pop, and some filmmakers have adopted the visual language of Korean dramas to tell Manipuri stories. Dance crews in Imphal perform K-pop choreography at festivals.</p>
<h2>Not everyone is a fan</h2>
<p>Some elders worry that young people know more about Seoul than about Manipuri history or literature. Fans reply that they can love both. "I watch K-dramas and I read Manipuri novels," Bembem said. "My phone has space for both."</p>`,
    category: "Entertainment",
    author: "Thoibi Ningthoujam",
    daysAgo: 18.1,
  },
];
