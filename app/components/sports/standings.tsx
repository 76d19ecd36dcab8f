type Row = { team: string; won: number; lost: number; tied: number; ours?: boolean };

/** A league's standings table (decision 0078): typed from the league's, or computed from our results. */
export function Standings({
  league,
  standings,
}: {
  league: string;
  standings: { source: "typed" | "computed"; rows: Row[] };
}) {
  return (
    <section aria-labelledby="standings-heading" className="mt-8">
      <h2 id="standings-heading" className="font-serif text-2xl font-bold">
        {league} standings
      </h2>
      <p className="mt-1 text-sm text-muted">
        {standings.source === "typed"
          ? "As the league published them."
          : "From the results entered here: the games against our teams only."}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink">
            <th scope="col" className="py-2">
              Team
            </th>
            <th scope="col" className="py-2 pl-4 text-right">
              <abbr title="Won">W</abbr>
            </th>
            <th scope="col" className="py-2 pl-4 text-right">
              <abbr title="Lost">L</abbr>
            </th>
            <th scope="col" className="py-2 pl-4 text-right">
              <abbr title="Tied">T</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr key={r.team} className="border-b border-rule">
              <th scope="row" className={`py-2 ${r.ours ? "font-semibold" : "font-normal"}`}>
                {r.team}
              </th>
              <td className="py-2 pl-4 text-right tabular-nums">{r.won}</td>
              <td className="py-2 pl-4 text-right tabular-nums">{r.lost}</td>
              <td className="py-2 pl-4 text-right tabular-nums">{r.tied}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
