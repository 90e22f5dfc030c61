/* eslint-disable */
/**
 * The Storybook's service worker: MSW's own worker (mockServiceWorker.js, kept as `npx msw init`
 * writes it) and one message more, `claim-clients`, after which it takes control of every page
 * of its scope that it does not control yet.
 *
 * Why (stories/README.md "One worker, many frames"): a Docs page opens a frame per story, and a
 * frame that starts loading while the worker is being installed (the first visit, or after the
 * worker unregistered itself when the last page of the previous Docs page closed) is left
 * uncontrolled: its calls bypass the worker, reach the file server and fail, and the story
 * shows its error state. The preview asks for control before the story renders.
 */
importScripts('./mockServiceWorker.js');

self.addEventListener('message', (event) => {
  if (event.data === 'claim-clients') event.waitUntil(self.clients.claim());
});
