/**
 * What the mock server answers in a scenario, for play functions to check that a screen shows
 * it (the same snapshots the MSW handlers serve; nothing is written by hand).
 */
import { snapshotIndex } from '../../app/src/shared/testing/msw/snapshot-handlers';
import { findSnapshot, type SnapshotLang } from '../../app/src/shared/testing/msw/snapshot-parse';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `data` object of the envelope the scenario gives for `endpoint`; throws when missing. */
export function snapshotData(scenario: string, endpoint: string, lang: SnapshotLang): Record<string, unknown> {
  const snapshot = findSnapshot(snapshotIndex, scenario, endpoint, lang);
  const json = snapshot?.json;
  if (!isRecord(json) || !isRecord(json.data)) {
    throw new Error(`No snapshot data for ${scenario}/${endpoint}.${lang}: is snapshots/ written?`);
  }
  return json.data;
}

/** One text field of that `data`. */
export function snapshotText(scenario: string, endpoint: string, lang: SnapshotLang, field: string): string {
  const value = snapshotData(scenario, endpoint, lang)[field];
  if (typeof value !== 'string') throw new Error(`${scenario}/${endpoint}.${lang}: data.${field} is not text`);
  return value;
}

/** The envelope's `message` of the scenario's answer (e.g. the error message to toast). */
export function snapshotMessage(scenario: string, endpoint: string, lang: SnapshotLang): string {
  const json = findSnapshot(snapshotIndex, scenario, endpoint, lang)?.json;
  return isRecord(json) && typeof json.message === 'string' ? json.message : '';
}
