/**
 * The browser of every Chromium check of the test command (the story tests, the gallery, the Docs
 * pages check, the dev server's check, the end-to-end and deployment tests): Debian's Chromium
 * headless shell, or `CHROMIUM_PATH`, launched with the same flags by each (docs/quality.md
 * "Browsers"). No tool downloads a browser of its own.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};
