import type { ComponentType } from 'react';
import type { ServerRendered } from '@/web/lib/server-render';

// The pages the server draws (decision 058) and how their code reaches the browser (decision 072):
// each has a script of its own (`src/web/drawn/<page>.tsx`) that the server puts before the app's,
// so that a drawn page loads its own code and no other page's, and is registered here before the
// app hydrates it. Pages reached by moving inside the app load their code as any other page.

export const DRAWN_PAGES = ['home', 'salon-list', 'salon'] as const;
export type DrawnPage = (typeof DRAWN_PAGES)[number];

export interface DrawnPageModule {
  Component: ComponentType;
  handle: ServerRendered;
}

const loaded = new Map<DrawnPage, DrawnPageModule>();

export function registerDrawnPage(page: DrawnPage, module: DrawnPageModule) {
  loaded.set(page, module);
}

/** The page's code when it has come (with the page's script, or loaded since). */
export const drawnPageModule = (page: DrawnPage) => loaded.get(page);

/** The browser's script of a drawn page, as the build's manifest names it (relative to src/web). */
export const drawnPageScript = (page: DrawnPage) => `drawn/${page}.tsx`;
