import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: General, the home of stories that fit no other section (and of imported posts whose
 * categories match none of ours). Older than every other demo article, so the front page does not
 * change. */
export const GENERAL_ARTICLES: DemoArticle[] = [
  {
    title: "The Lost-and-Found Shelf at Shillong's Police Bazar Bus Stand Has Stories to Tell",
    excerpt:
      "Umbrellas, school bags, a set of dentures and one very patient rooster: a ticket clerk has kept what travellers leave behind for eleven years.",
    content: `<p>Behind the ticket window at the bus stand in Police Bazar there is a wooden shelf that nobody built for the purpose. It holds whatever the buses bring back at the end of the day: umbrellas, mostly, but also tiffin boxes, school bags, a harmonium, and once, for two days, a rooster in a bamboo basket.</p>
<p>The shelf is looked after by a ticket clerk who has worked at the stand for eleven years. He keeps a notebook with the date, the bus and a short description of each item. "If you describe it well, you can have it back," he said. "If you cannot remember what colour your own umbrella is, I am not so sure."</p>
<h2>What people forget</h2>
<p>Umbrellas win every year, he said, especially in June and July, when the monsoon makes people carry one in the morning and forget it by the afternoon. School bags come next, usually in March, when exams begin. Phones are rarer than you might think. "People hold their phones. They forget their umbrellas, their children's jackets and their lunch."</p>
<blockquote>"The rooster was the hardest. It was a gift for a wedding in Jowai. The family came back for it the next morning, very embarrassed. The rooster was not embarrassed at all," the clerk said.</blockquote>
<h2>Getting things home</h2>
<p>About half of what reaches the shelf is collected, he estimates. Drivers help: when a regular passenger leaves something behind, they often know where she gets off and bring it back on the next trip. Items nobody claims after three months go to a church jumble sale, except for books, which he gives to a school library nearby.</p>
<p>Asked whether he had ever lost anything himself, he laughed and pointed at an old black umbrella on the top shelf. "That one is mine. I left it on the number 12 in 2019. It came back to my own shelf."</p>`,
    category: "General",
    author: "Ibadahun Lyngdoh",
    daysAgo: 34.2,
    image: "shillong-hills.svg",
    caption: "Illustration: Borderland Times graphics desk",
  },
  {
    title: "Our Readers Asked: Why Does the Newspaper Come Late in the Hills?",
    excerpt:
      "We followed the morning papers from the printing press in Guwahati to a village shop above Mawphlang to find out where the hours go.",
    content: `<p>Several readers wrote to us this month with the same question: why does the printed newspaper reach their town at eleven in the morning, when it is printed before three? We decided to follow the bundles and find out.</p>
<h2>Three in the morning</h2>
<p>The presses in Guwahati finish the first editions a little after two. By three, the bundles are counted, tied with plastic string and loaded into small vans that wait outside in a line. A loading supervisor told us each van carries papers for one route, sorted so that the last stop is loaded first.</p>
<h2>On the road</h2>
<p>The van for the Meghalaya route climbs towards Shillong in the dark. The road is good for most of the way, but fog near the top slows everything down. At each town, the driver drops bundles at the agents' shops, where boys and girls on bicycles and scooters wait to carry them further.</p>
<blockquote>"In the fog, I drive at the speed of a bicycle. The news can wait ten minutes. I cannot afford a new bumper," the driver said.</blockquote>
<h2>The last kilometre</h2>
<p>From Shillong, smaller vehicles and shared taxis carry the papers to villages. The bundle for a shop above Mawphlang travels on the roof of a shared taxi that leaves when it is full, not when the papers arrive. That, more than anything, is where the hours go.</p>
<p>The shopkeeper there said her regular customers do not mind. "They read the paper with their afternoon tea anyway. Morning is for work," she said. Some readers have switched to our website for breaking news and still buy the paper for the crossword.</p>`,
    category: "General",
    author: "Temsuwati Jamir",
    daysAgo: 35.1,
    image: "newspaper-press.svg",
    caption: "Illustration: Borderland Times graphics desk",
  },
  {
    title: "A Student Guide to Surviving Your First Winter in a Hostel",
    excerpt:
      "Hot water bottles, shared heaters and the politics of the common-room blanket: seniors at hostels across the region share what they wish they had known.",
    content: `<p>For many students, college is the first time they live away from home, and for those who come up to the hills from the plains, it is also the first real winter. We asked seniors at hostels in Shillong, Kohima and Aizawl what first-year students should know before December.</p>
<h2>Pack for the cold you have never had</h2>
<p>The most common advice was simple: bring more warm clothes than you think you need, and bring them in layers. "A thick jacket is not enough. You need socks for sleeping, a cap for studying and gloves you can write in," said a third-year student in Shillong.</p>
<h2>Share the heater, share the rules</h2>
<p>Many hostel rooms have one small heater, or none. Seniors said the rooms that got along best agreed early on how to share: who gets it when, and that it is switched off before anyone sleeps. A warden in Kohima reminded students that heaters must never be left on unattended or covered with clothes to dry.</p>
<blockquote>"The common-room blanket belongs to whoever is watching the match. This is the only rule nobody wrote down and everybody follows," said a hostel secretary in Aizawl.</blockquote>
<h2>Eat, and eat warm</h2>
<p>Hostel mess food gets more popular in winter, seniors said, and the tea stall outside the gate even more so. A second-year student suggested a flask: fill it with hot water or tea in the evening, and the early morning lecture becomes bearable.</p>
<h2>Look after each other</h2>
<p>Finally, several students mentioned homesickness, which they said is worse in the short, dark days. Calling home, joining a club and simply eating dinner with others helped. "In my first winter, I thought I was the only one missing home," one student said. "Everyone was. We just did not say so."</p>`,
    category: "General",
    author: "Lalremruati Hnamte",
    daysAgo: 36.3,
  },
];
