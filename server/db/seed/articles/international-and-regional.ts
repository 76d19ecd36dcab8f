import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: International and Regional. */
export const INTERNATIONAL_AND_REGIONAL_ARTICLES: DemoArticle[] = [
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
];
