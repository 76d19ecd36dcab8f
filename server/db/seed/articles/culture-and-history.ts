import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: Culture, Creative and History. */
export const CULTURE_AND_HISTORY_ARTICLES: DemoArticle[] = [
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
];
