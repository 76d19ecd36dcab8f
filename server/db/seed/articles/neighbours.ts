import type { DemoArticle } from "../demo-types.ts";

/** Demo articles: India, Bangladesh and Myanmar. */
export const NEIGHBOURS_ARTICLES: DemoArticle[] = [
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
];
