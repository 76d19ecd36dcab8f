import { useEffect, useState } from "react";
import { MARKET_REFRESH_MS, type MarketItem } from "#shared/widgets.ts";
import { MarketsArea, MarketsFrame, WidgetMessage } from "./widget-frames.tsx";
import { getWidgetJson } from "./widget-json.ts";

type Markets = { status: "loading" } | { status: "ready"; items: MarketItem[] } | { status: "failed" };

const price = (value: number) =>
  value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: value < 10 ? 4 : 2 });

const signed = (value: number, digits: number) =>
  value.toLocaleString("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
    signDisplay: "exceptZero",
  });

function Change({ item }: { item: MarketItem }) {
  const direction = item.change > 0 ? "up" : item.change < 0 ? "down" : "none";
  const colour = direction === "up" ? "text-[#166534]" : direction === "down" ? "text-accent" : "text-muted";
  return (
    <td className={`py-2 text-right whitespace-nowrap tabular-nums ${colour}`}>
      {direction !== "none" && <span aria-hidden="true">{direction === "up" ? "▲ " : "▼ "}</span>}
      {signed(item.change, item.price < 10 ? 4 : 2)} ({signed(item.changePercent, 2)}%)
    </td>
  );
}

function MarketsTable({ items }: { items: MarketItem[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Exchange rates and their change since the previous publication</caption>
      <thead>
        <tr className="text-left text-xs text-muted">
          <th scope="col" className="pb-1 font-medium">
            Pair
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            Rate
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.symbol} className="border-t border-rule">
            <th scope="row" className="py-2 text-left font-semibold">
              {item.symbol}
            </th>
            <td className="py-2 text-right tabular-nums">{price(item.price)}</td>
            <Change item={item} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * SPEC.md §2's markets widget. It asks again every 30 s while the page is visible, stops while it is
 * hidden, and asks at once when the page is shown again after a longer time. A failure is logged and
 * never shown as a crash (SPEC.md §8): the last figures stay, or 'No market data available' shows.
 */
export function MarketsWidget() {
  const [markets, setMarkets] = useState<Markets>({ status: "loading" });

  useEffect(() => {
    let timer: number | undefined;
    let request: AbortController | undefined;
    let lastAsked = 0;

    const load = async (refresh: boolean) => {
      request?.abort();
      const controller = new AbortController();
      request = controller;
      lastAsked = Date.now();
      try {
        const items = await getWidgetJson<MarketItem[]>("/api/markets", {
          signal: controller.signal,
          // A refresh must reach the server, whatever the browser keeps.
          cache: refresh ? "no-cache" : "default",
        });
        setMarkets({ status: "ready", items: Array.isArray(items) ? items : [] });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("Failed to get market data", error);
        setMarkets((shown) => (shown.status === "ready" ? shown : { status: "failed" }));
      }
    };
    const start = () => {
      timer ??= window.setInterval(() => void load(true), MARKET_REFRESH_MS);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") return stop();
      if (Date.now() - lastAsked >= MARKET_REFRESH_MS) void load(true);
      start();
    };

    void load(false);
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      stop();
      request?.abort();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, []);

  return (
    <MarketsFrame>
      <MarketsArea busy={markets.status === "loading"}>
        {markets.status === "loading" ? (
          <WidgetMessage>Loading market data…</WidgetMessage>
        ) : markets.status === "ready" && markets.items.length > 0 ? (
          <MarketsTable items={markets.items} />
        ) : (
          <WidgetMessage>No market data available</WidgetMessage>
        )}
      </MarketsArea>
    </MarketsFrame>
  );
}
