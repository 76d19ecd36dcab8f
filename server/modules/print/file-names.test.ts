import { describe, expect, it } from "vitest";
import { BadPattern, readPattern } from "./file-names.ts";

describe("the print import's file-name patterns", () => {
  it("reads volume, number, date and title, the date in any order and the letters in any case", () => {
    const read = readPattern("vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf");
    expect(read("vol12-no04-2026-10-02.pdf")).toEqual({
      volume: 12,
      number: 4,
      date: "2026-10-02",
      title: null,
    });
    expect(read("VOL12-NO4-2026-10-02.PDF")).toMatchObject({ volume: 12, number: 4 });
    expect(
      readPattern("{date:DD.MM.YYYY} {title} v{volume}n{number}.pdf")("2.10.2019 Homecoming_issue v3n1.pdf"),
    ).toEqual({
      volume: 3,
      number: 1,
      date: "2019-10-02",
      title: "Homecoming issue",
    });
    expect(
      readPattern("*_{volume}_{number}_{date:YYYYMMDD}.pdf")("Gazette scan_7_2_20190301.pdf"),
    ).toMatchObject({
      volume: 7,
      number: 2,
      date: "2019-03-01",
    });
  });

  it("matches the whole name, and the dots and brackets of the pattern as themselves", () => {
    const read = readPattern("v{volume}.n{number} ({date:YYYY-MM-DD}).pdf");
    expect(read("v1.n2 (2020-01-05).pdf")).toMatchObject({ volume: 1, number: 2 });
    expect(read("v1xn2 (2020-01-05).pdf")).toBeNull();
    expect(read("old v1.n2 (2020-01-05).pdf")).toBeNull();
    expect(read("v1.n2 (2020-01-05).pdf.bak")).toBeNull();
  });

  it("says what is wrong with a pattern it cannot use", () => {
    const why = (pattern: string) => {
      try {
        readPattern(pattern);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(BadPattern);
        return (error as Error).message;
      }
    };
    expect(why("vol{volume}.pdf")).toBe("The pattern needs {number}, {date:YYYY-MM-DD}.");
    expect(why("{volume}-{number}-{date:YYYY-MM}.pdf")).toBe(
      "The date's format needs DD once, as in {date:YYYY-MM-DD}.",
    );
    expect(why("{volume}-{number}-{date:YYYY-MM-DD}-{issue}.pdf")).toBe(
      "The pattern has {issue}: use {volume}, {number}, {date:YYYY-MM-DD} and, if you like, {title}.",
    );
    expect(why("{volume}-{volume}-{number}-{date:YYYY-MM-DD}")).toBe("The pattern names {volume} twice.");
    expect(why("{volume-{number}-{date:YYYY-MM-DD}")).toMatch(/^The pattern has \{volume-\{number\}/);
  });
});
