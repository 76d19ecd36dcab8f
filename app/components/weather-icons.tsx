import type { WeatherCondition } from "#shared/widgets.ts";

const CLOUD = "M7 18h10.5a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.4 9.6 4.2 4.2 0 0 0 7 18z";
const RAIN_CLOUD = "M7 15h10.5a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.4 6.6 4.2 4.2 0 0 0 7 15z";

const SHAPES: Record<WeatherCondition, { color: string; paths: string[]; sun?: boolean }> = {
  clear: {
    color: "#b45309",
    sun: true,
    paths: [
      "M12 2v2.5M12 19.5V22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M2 12h2.5M19.5 12H22M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8",
    ],
  },
  rain: { color: "#1d4ed8", paths: [RAIN_CLOUD, "M8.5 18l-1 2.5M12.5 18l-1 2.5M16.5 18l-1 2.5"] },
  snow: {
    color: "#0369a1",
    paths: ["M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5"],
  },
  wind: {
    color: "#475569",
    paths: ["M3 8h10.5a2.5 2.5 0 1 0-2.5-2.5M3 12h15.5a2.5 2.5 0 1 1-2.5 2.5M3 16h8"],
  },
  clouds: { color: "#545a64", paths: [CLOUD] },
};

/** A condition's picture, beside its words: decorative, hidden from assistive technology. */
export function WeatherIcon({ condition }: { condition: WeatherCondition }) {
  const shape = SHAPES[condition] ?? SHAPES.clouds;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke={shape.color}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-condition={condition}
    >
      {shape.sun && <circle cx="12" cy="12" r="4" />}
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
