/**
 * Leaves the app for a server-given page (the online payment). The URL must already have passed
 * `safeHttpUrl`. The only place of the flow that touches `location`; tests and Storybook replace
 * it so that the page stays and the destination can be read.
 */
export type PageLeaver = (url: string) => void;

const assignLocation: PageLeaver = (url) => {
  window.location.assign(url);
};

let leaver: PageLeaver = assignLocation;

export function leavePage(url: string): void {
  leaver(url);
}

/** Replaces how the page is left; `null` restores the browser's navigation. */
export function setPageLeaver(next: PageLeaver | null): void {
  leaver = next ?? assignLocation;
}
