import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PortalSidebar, type PortalCounts } from "./portal-sidebar.tsx";

const counts: PortalCounts = { articles: 12, creativePieces: 3, breakingNews: 1, comments: 40 };
// A data router: the sidebar's Logout is a route form.
const render = (role: string, figures: PortalCounts) => {
  const sidebar = () =>
    createElement(PortalSidebar, {
      id: "s",
      open: true,
      username: "desk",
      role,
      counts: figures,
      onChoose: () => {},
    });
  const Stub = createRoutesStub([{ path: "/", Component: sidebar }]);
  return renderToStaticMarkup(createElement(Stub)).replaceAll("<!-- -->", "");
};

describe("the dashboard's overview", () => {
  it("says the subscribers confirmed and those waiting, as the Newsletter page counts them", () => {
    const html = render("editor", { ...counts, subscribers: { confirmed: 2, waiting: 1 } });
    const figure = /<dt[^>]*>Subscribers<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html)?.[1];
    expect(figure?.replace(/<[^>]+>/g, "")).toBe("2 confirmed, 1 waiting");
  });

  it("shows a contributor no subscriber figure", () => {
    expect(render("contributor", counts)).not.toContain("Subscribers");
  });
});
