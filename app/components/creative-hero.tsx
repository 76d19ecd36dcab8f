const BLURBS = [
  {
    title: "Poetry",
    text: "Verse that catches the rhythms of the hills, the rivers and the cities in between.",
  },
  {
    title: "Prose",
    text: "Short stories, personal essays and flash fiction from writers across the region.",
  },
  {
    title: "Visual Art",
    text: "Painting, illustration and photography: the borderlands seen through young eyes.",
  },
] as const;

export function CreativeHero() {
  return (
    <header className="border-b border-rule bg-[#f3efe4]">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:py-16">
        <p className="text-xs font-bold tracking-widest text-accent uppercase">The Arts Pages</p>
        <h1 className="mt-2 font-serif text-4xl font-black tracking-tight sm:text-6xl">Creative Works</h1>
        <p className="mx-auto mt-4 max-w-2xl font-serif text-lg text-muted italic">
          Poems, stories and art by the students and readers of our community.
        </p>
        <ul className="mt-10 grid gap-6 text-left sm:grid-cols-3">
          {BLURBS.map((blurb) => (
            <li key={blurb.title} className="border-t-4 border-accent bg-white p-5">
              <h2 className="font-serif text-2xl font-bold">{blurb.title}</h2>
              <p className="mt-2 text-[0.95rem] text-muted">{blurb.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
