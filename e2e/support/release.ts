/**
 * A release between two screens (docs/serving.md "Releases"): the first build (app/dist), the
 * second (scripts/second-build.mjs: the same commit with the repayment screen's Spanish title
 * changed), a served folder installed the way a plain copy does it, and the page's walk from
 * loan details to repayment. e2e/release.spec.ts (the mock server), e2e/deploy/release.spec.ts
 * (nginx and the install command) and e2e/webkit/flows/release.ts use it.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Telemetry } from './telemetry';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The first release: the bundle the test command built. */
export const FIRST_BUILD = `${ROOT}app/dist`;

export interface SecondBuild {
  /** Its folder (a built app/dist). */
  dist: string;
  buildId: string;
  /** The repayment screen's Spanish title, in the first build and in the second. */
  text: { before: string; after: string };
}

/** The second build, made by scripts/second-build.mjs (the test command makes it once). */
export function secondBuild(): SecondBuild {
  const file = `${ROOT}target/second-build/second-build.json`;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SecondBuild;
  } catch {
    throw new Error(`no ${file}: run \`node scripts/second-build.mjs\` after \`npm run build\``);
  }
}

/** The build id a built folder's serving rules name. */
export function buildIdOf(dist: string): string {
  return (JSON.parse(readFileSync(`${dist}/serving.json`, 'utf8')) as { buildId: string }).buildId;
}

/**
 * Makes `site` the release in `dist` the way a plain copy of app/dist does: what was there is
 * deleted, the old release's assets with it, then the new files are copied in.
 */
export function copyRelease(dist: string, site: string): void {
  rmSync(site, { recursive: true, force: true });
  cpSync(dist, site, { recursive: true });
}

/** The loan details page whose order can be repaid (order 174 with extension), in a session of its own. */
export function loanDetailsUrl(session: string): string {
  const query = new URLSearchParams({ sessionId: session, deviceId: 'e2e-device', productId: '3', orderId: '10482', language: '2' });
  return `/loan-detail?${query.toString()}&scenario=order-174-extendable`;
}

/**
 * The loan.release.reload records the mock server at `base` took, of QA session `session` when
 * given (through nginx the records reach it without the page's referrer, so without a session).
 */
export async function releaseReloads(base: string, session?: string): Promise<Telemetry['records']> {
  const query = new URLSearchParams({ kind: 'loan.release.reload', ...(session ? { session } : {}) });
  const answer = await fetch(`${base}/__mock/telemetry?${query.toString()}`);
  return ((await answer.json()) as Telemetry).records;
}
