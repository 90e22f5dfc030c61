/**
 * After the whole run: the mock server's request journal (/__mock/requests) must show zero
 * contract breaks among the API calls that browser pages made during the run, and its
 * telemetry (/__mock/telemetry) no refused body and no record with a launch value.
 *
 * The rule: an entry counts when a browser page sent it (Chromium adds `Sec-Fetch-Mode` to
 * every request; Playwright's `request` fixture and `page.request` do not, so tests that send
 * bad input on purpose through them are left out) and it arrived after this run started. So
 * every screen any spec visits is covered, with no change to the specs.
 */
import { PORT } from '../playwright.config';
import { checkJournal } from './journal';
import { checkTelemetry } from './telemetry';

export default async function journalTeardown(): Promise<void> {
  const started = Number(process.env.E2E_RUN_STARTED ?? 0);
  const baseURL = `http://127.0.0.1:${PORT}`;
  const result = await checkJournal(baseURL, started, () => true);
  if (!result) {
    // A reused server built before the journal existed answers the bundle here.
    console.warn(`journal check skipped: ${baseURL}/__mock/requests is not the journal (restart the mock server)`);
    return;
  }
  console.log(`journal: ${result.calls} API calls from ${result.screens} screens, zero contract breaks`);
  // Every telemetry body of the run decoded as OTLP logs, and none names a launch value.
  const telemetry = await checkTelemetry(baseURL);
  if (telemetry) console.log(`telemetry: ${telemetry.records} records in ${telemetry.batches} batches, all OTLP, no launch value`);
}
