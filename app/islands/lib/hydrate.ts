import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/** Hydrates one island's element with its component (decision 0063). The islands' build resolves
 * `react` and `react-dom` to `preact/compat`; marks the element `data-hydrated` once it runs. */
export function hydrateIsland(Component: ComponentType<object>, element: HTMLElement, props: object): void {
  hydrateRoot(element, createElement(Component, props));
  element.dataset.hydrated = "";
}
