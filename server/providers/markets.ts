import { z } from "#shared/zod.ts";
import type { MarketItem } from "#shared/widgets.ts";
import { UpstreamError, type Outbound } from "./outbound.ts";

/** A source of quotes for symbols such as `USD/INR` (rupees per dollar); Frankfurter below, a fake in
 * tests. */
export type MarketsProvider = { quotes(symbols: string[]): Promise<MarketItem[]> };

/** A symbol is a currency pair: `BASE/QUOTE`, both ISO 4217 codes (XAU, gold, is one too). */
export const SYMBOL = /^[A-Z]{3}\/[A-Z]{3}$/;

const PIVOT = "USD";
/** Days of rates asked for, so that the two latest publications are in it across weekends and holidays. */
const LOOKBACK_DAYS = 10;

const rates = z.array(
  z.object({ date: z.string(), base: z.string(), quote: z.string(), rate: z.number().positive() }),
);

const significant = (value: number, digits: number) => Number(value.toPrecision(digits));

/** Each pair's value on the dates both its currencies have a rate against the pivot, oldest first. */
function seriesOf(symbol: string, byDate: Map<string, Map<string, number>>): number[] {
  const [base, quote] = symbol.split("/") as [string, string];
  const values: number[] = [];
  for (const day of [...byDate.keys()].sort()) {
    const rates = byDate.get(day)!;
    const perBase = rates.get(base);
    const perQuote = rates.get(quote);
    if (perBase && perQuote) values.push(perQuote / perBase);
  }
  return values;
}

/** The quote of a pair: its latest value, and the change since the publication before it. */
function quoteOf(symbol: string, values: number[]): MarketItem | null {
  const price = values.at(-1);
  if (price === undefined) return null;
  const previous = values.at(-2) ?? price;
  const change = price - previous;
  return {
    symbol,
    price: significant(price, 6),
    change: significant(change, 4),
    changePercent: Number(((change / previous) * 100).toFixed(2)),
  };
}

/**
 * Frankfurter (https://frankfurter.dev, docs/decisions/0010-market-data-source.md): the reference
 * rates central banks publish, blended, without a key. One call asks for the last days of every
 * currency of the symbols against the dollar; each pair is computed from those, and a pair whose
 * currencies the answer lacks is left out.
 */
export function frankfurter(
  baseUrl: string,
  outbound: Outbound,
  today: () => Date = () => new Date(),
): MarketsProvider {
  return {
    async quotes(symbols) {
      const currencies = [...new Set(symbols.flatMap((s) => s.split("/")))].filter((c) => c !== PIVOT);
      const from = new Date(today().getTime() - LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10);
      const url = new URL("v2/rates", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({ base: PIVOT, quotes: currencies.sort().join(","), from }).toString();
      const parsed = rates.safeParse(await outbound.getJson(url));
      if (!parsed.success)
        throw new UpstreamError("malformed", `${url.origin}${url.pathname} sent unexpected rates`);
      const byDate = new Map<string, Map<string, number>>();
      for (const row of parsed.data) {
        if (row.base !== PIVOT) continue;
        const day = byDate.get(row.date) ?? new Map([[PIVOT, 1]]);
        day.set(row.quote, row.rate);
        byDate.set(row.date, day);
      }
      return symbols.flatMap((symbol) => quoteOf(symbol, seriesOf(symbol, byDate)) ?? []);
    },
  };
}
