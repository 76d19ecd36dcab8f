import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: Business. */
export const BUSINESS_ARTICLES: DemoArticle[] = [
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
];
