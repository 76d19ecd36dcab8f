import type { DemoCreativePiece } from "../demo-types.ts";

const INDENT = "&nbsp;&nbsp;&nbsp;&nbsp;";

/**
 * Poem text to HTML: one <p> per line, a blank line becomes a stanza break (<p><br></p>) and a line
 * starting with four spaces is indented with non-breaking spaces.
 */
function verse(text: string): string {
  return text
    .trim()
    .split("\n")
    .map((line) => {
      if (line.trim() === "") return "<p><br></p>";
      const indented = line.startsWith("    ");
      return `<p>${indented ? INDENT : ""}${line.trim()}</p>`;
    })
    .join("\n");
}

/** Demo creative pieces: poetry. */
export const DEMO_POETRY: DemoCreativePiece[] = [
  // ───────────────────────────── Poetry ─────────────────────────────
  {
    title: "Sohra, July",
    type: "poetry",
    author: "Daphisha Syiemlieh",
    excerpt: "The rain here does not fall, it arrives, like a relative with no return ticket.",
    content: verse(`
The rain here does not fall, it arrives
like a relative with no return ticket,
    settling into the cupboards,
    the hems of our school skirts,
    the thin pages of the hymn book.

My grandmother counts the days by it:
the day the tin roof sang,
the day the road to Shella went quiet,
the day the falls turned white again.

I used to think the clouds were passing through.
Now I know they live here.
    We are the ones
    who are passing through.
`),
    daysAgo: 0.5,
    tags: ["rain", "sohra", "family"],
  },
  {
    title: "Ferry, North Guwahati",
    type: "poetry",
    author: "Anurag Bora",
    excerpt: "Twelve minutes on the Brahmaputra, belonging to no bank at all.",
    content: verse(`
Half past five, and the river is the colour of tea
left too long in the glass.
The boatman does not look at the bridge.
    He looks at the water,
    the way you look at someone
    you have known too long to explain.

A girl with a violin case.
Two sacks of cabbages.
A clerk asleep against a motorcycle.
    All of us,
    for twelve minutes,
    belonging to no bank at all.

When the engine coughs and the far ghat comes closer,
I want to ask him to go slower.
I never do.
`),
    daysAgo: 3.2,
    tags: ["brahmaputra", "guwahati", "river"],
  },
  {
    title: "Inventory of a Border Town",
    type: "poetry",
    author: "Lalremruati Hnamte",
    excerpt: "One river, shallow in December. Two churches, one on each side, singing the same hymns.",
    content: verse(`
One river, shallow in December.
Two churches, one on each side, same hymns.
Three shops that sell the same biscuits
    at three different prices.
Four children who do not know which country
    their football belongs to
    when it rolls into the water.

Five years since my aunt crossed over to visit.
Six phone calls that drop
    at the same bend in the road.

Seven, eight, nine. I stop counting.
What I mean is: the river is small.
What I mean is: it has become so wide.
`),
    daysAgo: 6.7,
    tags: ["border", "mizoram", "myanmar", "family"],
  },
  {
    title: "Loin Loom",
    type: "poetry",
    author: "Temsuwati Jamir",
    excerpt:
      "She ties the warp to her waist and leans back, and the whole cloth tightens like a held breath.",
    content: verse(`
She ties the warp to her waist
and leans back, and the whole cloth tightens
    like a held breath.

Red for the blood of a feast,
black for the earth that holds us,
white, she says, for nothing,
    for the space between,
    so the eye can rest.

I ask her to teach me.
She laughs and hands me the beater.
    My first line is crooked.
    She does not unpick it.
"Now the cloth knows you were here," she says.
`),
    daysAgo: 11.4,
    tags: ["weaving", "nagaland", "grandmother"],
  },
  {
    title: "Internet Shutdown, Day Forty",
    type: "poetry",
    author: "Thoibi Ningthoujam",
    excerpt: "The phone sleeps face down on the table like a small dark animal that has stopped eating.",
    content: verse(`
The phone sleeps face down on the table
like a small dark animal that has stopped eating.

We have relearned the radio.
We have relearned my father's voice
    reading the newspaper aloud,
    pausing at the hard words
    as if they were stones in a stream.

My brother draws maps of places he cannot search for.
My mother writes letters she cannot send
    and folds them into the rice tin
    for later.

Forty days. The signal bars stay empty.
But in the evening the neighbours sit outside,
and somebody always knows a song.
`),
    daysAgo: 17.9,
    tags: ["manipur", "internet", "home"],
  },
  {
    title: "Thanaka",
    type: "poetry",
    author: "Thiri Nandar Aung",
    excerpt: "In the mornings of my childhood in Monywa, my mother ground thanaka bark on a stone.",
    content: verse(`
In the mornings of my childhood in Monywa
my mother ground thanaka bark on a stone
    with a little water,
    round and round,
    until it became a pale gold paste.

She painted my cheeks with two leaves of it.
Against the sun, she said.
Against forgetting, I say now.

Here in Champhai the mornings are cold
and I have no stone.
    But a neighbour found a small log in the market
    and we took turns grinding it, laughing,
    our faces clumsy with gold.
`),
    daysAgo: 24.3,
    tags: ["myanmar", "memory", "exile"],
  },
];
