import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: Opinion. */
export const OPINION_ARTICLES: DemoArticle[] = [
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
];
