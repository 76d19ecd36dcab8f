import type { DemoCreativePiece } from "../demo-types.ts";

/** Demo creative pieces: prose, visual art and photography. */
export const DEMO_PROSE_AND_PICTURES: DemoCreativePiece[] = [
  // ───────────────────────────── Prose ─────────────────────────────
  {
    title: "The Orange Seller's Arithmetic",
    type: "prose",
    author: "Banteilang Kharkongor",
    excerpt:
      "Every winter Saturday, Iba sells Khasi oranges by the highway near Umiam. She is fourteen and she is very good at sums.",
    content: `<p>Every Saturday in winter, Iba sits on an upturned crate by the highway above Umiam lake with three baskets of oranges from her uncle's trees in the south. She is fourteen, and she is very good at sums. She has to be.</p>
<p>A basket of thirty oranges, if she sells them at the tourist price, pays for her bus fare for a month. If she sells them at the local price, it pays for two weeks. If a tourist bargains, she does a quick calculation: how cold is it, how many hours until the last bus, how heavy is the basket. Then she decides. She usually decides in the tourist's favour, because the basket is heavy and her uncle says a smile sells the next basket.</p>
<p>The tourists from Guwahati like to take photographs of her. She does not mind as long as they buy something first. One man asked her to hold an orange up next to her face. She charged him for two. He laughed and paid, and she felt, for the rest of the afternoon, like a businesswoman.</p>
<p>At four o'clock the mist rises off the lake and swallows the far hills. The lorries turn on their lights. Iba counts her money twice, folds it into the pocket of her school sweater and pours the unsold oranges into one basket. She knows exactly how many there are. She always knows.</p>
<p>On the bus home she does one last sum, the one she does every week. Fees, plus notebooks, plus the mathematics tuition she has never told anyone she wants. She is still short. But it is only December. There are a lot of Saturdays before March, and a lot of oranges on her uncle's trees.</p>`,
    daysAgo: 1.8,
    tags: ["fiction", "shillong", "winter"],
  },
  {
    title: "Letters to Sylhet",
    type: "prose",
    author: "Nusrat Jahan Rimi",
    excerpt:
      "My grandmother wrote a letter to her sister in Sylhet every month for forty years. I found the last one, unsent, in a biscuit tin.",
    content: `<p>My grandmother wrote to her younger sister in Sylhet once a month for forty years. Blue inland letters at first, then airmail envelopes with red and blue borders, then, near the end, pages torn from my school notebooks because the post office in Karimganj had run out of forms.</p>
<p>The letters were never about anything important. Prices at the bazaar. Who had married whom. Whether the jackfruit tree had fruited. The monsoon, always the monsoon: how high the Kushiyara had risen, whether the road to the station was under water. Her sister wrote back about the same things from the other side of the same river.</p>
<p>When phones came, they still wrote. A phone call, my grandmother said, is gone the moment you put it down. A letter sits in a drawer and waits for you to be lonely.</p>
<p>After she died, we found a biscuit tin under her bed with the last letter in it, written and folded but never posted. It was about the jackfruit tree. It had fruited that year, she wrote, more than ever before, and she had given most of it away because there was nobody left in the house to eat it.</p>
<p>I posted it last winter, fifty-one years after the first one. My great-aunt is ninety now. Her grandson sent me a photograph of her holding it, reading with a magnifying glass, and laughing at something. I would give a great deal to know what.</p>`,
    daysAgo: 8.6,
    image: "newspaper-press.svg",
    tags: ["essay", "sylhet", "partition", "letters"],
  },
  {
    title: "What the Landslide Left",
    type: "prose",
    author: "Pema Yangchen Bhutia",
    excerpt:
      "The morning after the hill came down, Sonam went looking for his school bag. He found something else.",
    content: `<p>The morning after the hill came down, Sonam went looking for his school bag. It had been on the bench outside the kitchen, where he always threw it, and the bench was now somewhere under a tongue of red earth that stretched from the terrace to the road.</p>
<p>Nobody had been hurt. His father kept saying this, to the neighbours, to the men from the block office, to himself. Nobody had been hurt. The cow had walked out of the shed at midnight as if she knew. The cardamom on the lower terrace was gone. The kitchen wall was cracked from floor to roof like a dried riverbed.</p>
<p>Sonam dug with a piece of bamboo where he thought the bench had been. He found a spoon. He found one of his mother's slippers. He found, under a flat stone, a small brass bell that nobody in the family recognised. It was green with age and rang, when he shook it, with a clear, surprised sound.</p>
<p>His grandmother held it for a long time. Her own grandmother, she said finally, used to tell a story about a prayer bell lost when the first house on this land was built, before the road, before the school, before anyone had a word for landslide. They had looked for it for years.</p>
<p>He never found the school bag. His teacher gave him new notebooks and let him write his homework on the first page of each one. But the bell hangs now above the new kitchen door, and every time the wind moves it, his grandmother says the hill is saying sorry.</p>`,
    daysAgo: 14.1,
    tags: ["fiction", "sikkim", "landslide"],
  },
  {
    title: "A Naga Kitchen in a Guwahati Hostel",
    type: "prose",
    author: "Vikuonuo Rutsa",
    excerpt:
      "Cooking axone in a girls' hostel is an act of diplomacy. An essay about smell, homesickness and the roommates who came around.",
    content: `<p>The first time I cooked axone in the hostel, the warden knocked on the door within ten minutes. Fermented soybean has a smell that announces itself down corridors and up stairwells. I had sealed the jar in three plastic bags when my mother packed it in Kohima. Opening it in a room in Guwahati was like opening a letter from home that everyone else could also read.</p>
<p>My roommate from Jorhat held her nose theatrically. The girl next door from Bihar asked, very politely, whether something had died. I apologised to everyone and ate my pork with axone alone at the window, with the curtain moving in the breeze, feeling both very happy and very far away.</p>
<p>But hostels have their own slow diplomacy. The next week, my roommate brought back khar from home, and I pretended, just as theatrically, to faint. The girl from Bihar made litti on a borrowed electric stove. A Mizo senior donated a bottle of chilli she swore was the hottest in Champhai. It was.</p>
<p>By the end of the first year, we had a rule: Sunday dinners, one dish from each home, no faces made at anyone else's food. My roommate now asks me to bring axone when I go home. She says she still does not like the smell. She eats it anyway.</p>
<p>I think about this often when people talk about the North-East and the rest of India, about distance and difference. Most of it, in my experience, is solved the same way: by sitting down together and trying a little of what the other person misses.</p>`,
    daysAgo: 20.5,
    tags: ["essay", "food", "hostel"],
  },
  {
    title: "The Boat That Waited",
    type: "prose",
    author: "Rituparna Kalita",
    excerpt:
      "On Majuli, old Dhaniram keeps a boat tied to a post in the middle of a field. The field, he says, used to be a river. The river, he says, will come back.",
    content: `<p>On the southern side of Majuli, old Dhaniram keeps a wooden boat tied to a post in the middle of a mustard field. Children from the school walk past it every day and ask him why. He gives them a different answer every time.</p>
<p>To the smallest ones he says it is waiting for a fish that owes him money. To the Class 8 boys he says he is training it to plough. To the girls who ask seriously, in their neat uniforms, he tells the truth: that the field used to be a channel of the river, forty years ago, when he was young, and that one day the river will come back.</p>
<p>"Rivers do not go away," he says. "They only go visiting." The Brahmaputra, he explains, has visited this side of the island many times, taking a house here, a school there, leaving sand where there had been paddy and paddy where there had been water. A sensible man keeps a boat ready.</p>
<p>The girls do not quite believe him. The field is yellow and dry. The river is a silver line far away, past the bamboo and the betel nut. But they like the boat. In the evening they sit in it, doing homework, their feet up on the warm wood, and Dhaniram sits on the bank and pretends to sleep.</p>
<p>Last July the rain did not stop for eleven days. On the twelfth morning, the girls came to the field and found the boat floating, gently, exactly where it had always been, tugging at its post as if it had somewhere to go.</p>`,
    daysAgo: 29.8,
    image: "brahmaputra-dusk.svg",
    tags: ["fiction", "majuli", "river"],
  },
  // ───────────────────────────── Visual art ─────────────────────────────
  {
    title: "Lanterns Over Kisama",
    type: "visual_art",
    author: "Arnab Debbarma",
    excerpt:
      "A digital illustration of the Hornbill Festival night bazaar, built from flat shapes and warm light.",
    content: `<p>This digital illustration began as a sketch in my notebook on the last night of the Hornbill Festival, when the paper lanterns above the bazaar were swinging in the wind and everything below them was moving too fast to draw.</p>
<p>I wanted to keep that feeling of warmth against a cold December night. So I limited myself to flat shapes and a small palette: the deep blue of the Kohima sky, the orange and red of the lanterns, the dark green of the hills. There are no faces. The people are suggested only by the light falling on them, because to me the festival felt like one large body of people rather than individuals.</p>
<p>The lanterns are arranged in three lines, loosely inspired by the patterns on Naga shawls that I saw in the morungs during the day. I worked on it in the evenings over two weeks, on a second-hand tablet, using a free painting program.</p>
<p><em>Digital illustration, 2 400 × 1 350 px.</em></p>`,
    image: "festival-lanterns.svg",
    daysAgo: 4.9,
    tags: ["illustration", "hornbill", "digital art"],
  },
  {
    title: "Rows: A Study in Green",
    type: "visual_art",
    author: "Priyanka Saikia",
    excerpt:
      "A gouache painting of a tea estate in Upper Assam, exploring how the same rows look different every hour of the day.",
    content: `<p>I grew up near a tea estate in Dibrugarh district. The rows of tea bushes were the first pattern I ever noticed: endless lines of clipped green, broken by shade trees and the bright cloth of the pluckers moving between them.</p>
<p>This painting is one of a series of six, each made at a different time of day from the same spot on a footpath by the estate. This one is early morning, when the mist is still lifting and the shade trees look like they are floating. I used gouache because it dries flat and matte, like the light at that hour.</p>
<p>I did not want to paint the tea garden as a postcard. The rows are beautiful, but they are also a workplace, and the people who work there have been underpaid for generations. The small figures at the edge of the painting are deliberately tiny; I wanted the viewer to have to look for them, the way the world usually has to be reminded that someone picked the leaves in their cup.</p>
<p><em>Gouache on paper, A3.</em></p>`,
    image: "tea-garden.svg",
    daysAgo: 9.5,
    tags: ["painting", "tea", "assam"],
  },
  {
    title: "Golden Hour, Remembered",
    type: "visual_art",
    author: "Thiri Nandar Aung",
    excerpt:
      "A layered paper-cut artwork of a pagoda at sunset, made from memory by an artist who cannot currently go home.",
    content: `<p>I made this piece from memory. I have not been home to Myanmar for more than three years, and I realised one day that I could no longer picture the exact colour of the sky over the pagodas near my grandmother's village in the evening. That frightened me.</p>
<p>So I tried to rebuild it in layers of coloured paper, cut by hand with a craft knife and stacked with small foam spacers so that each layer casts a shadow on the one behind. The sky goes from gold to rose to a deep purple. The pagoda is the darkest layer, almost black, with a single thin line of gold on the spire where the last light catches it.</p>
<p>The illustration shown here is a flat digital version of the paper piece. The original is about forty centimetres wide and sits on a shelf in the room I share in Mizoram.</p>
<p>I do not know if the colours are accurate. I think that might be the point. Memory is also a kind of paper cut: layers, shadows, and a lot of careful guessing.</p>`,
    image: "pagoda-sunset.svg",
    daysAgo: 16.8,
    tags: ["paper art", "myanmar", "memory"],
  },
  {
    title: "The Bridge That Grows",
    type: "visual_art",
    author: "Romen Khumanthem",
    excerpt:
      "A linocut print series imagining a living root bridge across the decades, from a single guided root to a path that carries a village.",
    content: `<p>This print is the last of four linocuts showing the life of a living root bridge in the Khasi Hills. The first shows a young fig tree with a single root guided across a hollow betel nut trunk. The second shows roots beginning to meet on the far bank. The third shows villagers laying stones into the tangle. This one shows the finished bridge, thick and knotted, with a child crossing it.</p>
<p>I am from Manipur and I first saw a root bridge on a school trip to Meghalaya. What stayed with me was the time involved: the person who starts a bridge rarely lives to see it fully grown. It felt like the opposite of everything else in our lives, which is always fast and always now.</p>
<p>Linocut felt right for this because it is slow too. Every line has to be carved away. You cannot undo a mistake; you have to work it into the picture. A few of the roots in this print are mistakes I turned into roots.</p>
<p><em>Linocut, hand-printed on handmade paper, edition of 12.</em></p>`,
    image: "bamboo-bridge.svg",
    daysAgo: 27.6,
    tags: ["printmaking", "root bridge", "meghalaya"],
  },
  // ───────────────────────────── Photography ─────────────────────────────
  {
    title: "Morning Fog, Upper Shillong",
    type: "photography",
    author: "Ibadahun Lyngdoh",
    excerpt:
      "A photo series made on five foggy mornings on the road to Upper Shillong, before the first taxis.",
    content: `<p>These photographs were made over five mornings in October, between half past five and half past six, on the road from Mawpat to Upper Shillong. At that hour the fog sits in the valleys and the pine ridges appear one behind another, each paler than the last, like pages being turned.</p>
<p>I used my father's old phone with a cracked lens, which softens everything a little. I have stopped thinking of the crack as a fault. It makes the pictures look the way the morning feels.</p>
<p>I was interested in the moment just before the city wakes up: one light in a kitchen window, a dog crossing the road, smoke from a chimney, a lone schoolboy with a bag too big for him. By seven, the taxis arrive and the fog is gone, and the hills become ordinary again.</p>
<p><em>Series of eight photographs, phone camera, minimal editing.</em></p>`,
    image: "shillong-hills.svg",
    daysAgo: 2.6,
    tags: ["photography", "shillong", "fog"],
  },
  {
    title: "Boats at Dusk, Nimati Ghat",
    type: "photography",
    author: "Anurag Bora",
    excerpt:
      "Silhouettes of ferries and fishing boats on the Brahmaputra at Nimati Ghat, the departure point for Majuli.",
    content: `<p>Nimati Ghat, near Jorhat, is where the ferries leave for Majuli. I spent three evenings there, watching the last boats of the day come in against a sky that went from orange to violet in about twenty minutes.</p>
<p>I decided to photograph only silhouettes: boats, boatmen, passengers with bicycles, a cow being coaxed up a plank. Against the bright water, every shape becomes simple and black, and you have to recognise people by their posture. A boatman leaning on his pole is unmistakable even as a shadow.</p>
<p>The river is very wide here. In the dry season, sandbanks appear in the middle and the ferries have to follow channels that shift every year. The boatmen read the water the way we read a familiar face.</p>
<p><em>Series of six photographs, shot on a borrowed DSLR.</em></p>`,
    image: "brahmaputra-dusk.svg",
    daysAgo: 13.3,
    tags: ["photography", "brahmaputra", "majuli"],
  },
  {
    title: "Iewduh, Before the Crowds",
    type: "photography",
    author: "Banteilang Kharkongor",
    excerpt:
      "Photographs of Shillong's great market in the hour when stalls are set up, baskets unloaded and tea is poured.",
    content: `<p>Iewduh, Shillong's old market, is one of the largest traditional markets in the North-East. By ten in the morning it is a wall of noise and bodies. I wanted to photograph it before that, when the market is still getting dressed.</p>
<p>Between five and six, the women who run most of the stalls arrive with baskets carried on their backs with a strap across the forehead. Tarpaulins are tied up. Heaps of bay leaves, dried fish, ginger, turmeric and oranges are arranged with great care. Someone always has a kettle on a small stove, and the first cups of red tea are passed from stall to stall.</p>
<p>Everyone I photographed gave permission, and several asked for prints, which I brought back the following week. One woman who has sold betel leaf at the same spot for over forty years asked me to take her photograph again, because she did not like her headscarf in the first one. She was right; the second is better.</p>
<p><em>Series of ten photographs, black and white and colour.</em></p>`,
    image: "market-stalls.svg",
    daysAgo: 21.7,
    tags: ["photography", "market", "shillong", "people"],
  },
  {
    title: "Haor Light",
    type: "photography",
    author: "Nusrat Jahan Rimi",
    excerpt:
      "A photo essay from the haor wetlands of Sunamganj, where the same land is a rice field in spring and an inland sea in summer.",
    content: `<p>The haor wetlands of Sunamganj change completely through the year. In spring, they are green and gold with boro rice. In summer, the water rises and the villages become islands, connected only by boat. I visited twice, once in April and once in August, and photographed the same places from the same spots.</p>
<p>The photographs are arranged in pairs. On the left, a field at harvest with farmers carrying rice on shoulder poles. On the right, the same view months later: open water, a single boat, and the raised village in the distance with its trees reflected below it.</p>
<p>The light in the haor is unlike anywhere else I have been. Because there is so much open water and sky, it seems to come from everywhere at once. Just before sunset everything turns pale gold, and for a few minutes it is difficult to tell where the water ends.</p>
<p><em>Series of twelve photographs in six pairs.</em></p>`,
    image: "paddy-fields.svg",
    daysAgo: 35.4,
    tags: ["photography", "bangladesh", "haor", "seasons"],
  },
];
