import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: Science, Lifestyle and Entertainment. */
export const FEATURE_ARTICLES: DemoArticle[] = [
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
