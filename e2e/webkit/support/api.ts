/** What the mock server answers, read from Node beside the browser (as the Chromium specs read it). */
import { newestCode, outboxPath, type OutboxEntry } from '../../support/outbox';

/** The `data` of a GET call's envelope under `scenario`. */
export async function apiData(
  baseURL: string,
  path: string,
  params: Record<string, string>,
  scenario = 'default',
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseURL}${path}?${new URLSearchParams(params).toString()}`, {
    headers: { 'X-Mock-Scenario': scenario },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = (await response.json()) as { data: Record<string, unknown> | null };
  return body.data ?? {};
}

/** The newest code of `kind` the mock "sent" for `session` (to `to`, when given). */
export async function outboxCode(baseURL: string, session: string, kind: string, to = ''): Promise<string> {
  const response = await fetch(`${baseURL}${outboxPath(session)}`, { headers: { Accept: 'application/json' } });
  const { entries } = (await response.json()) as { entries: OutboxEntry[] };
  return newestCode(entries, kind, to);
}
