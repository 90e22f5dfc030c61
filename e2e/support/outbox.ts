import type { APIRequestContext } from '@playwright/test';

/**
 * The mock's outbox (/__mock/outbox?session=…, as JSON): the captcha answers and SMS codes it
 * "sent", which a tester reads instead of a phone (promotion, legacy payment).
 */
export interface OutboxEntry {
  session: string;
  kind: string;
  to: string;
  code: string;
}

export function outboxPath(session: string): string {
  return `/__mock/outbox?session=${encodeURIComponent(session)}`;
}

/** The outbox's entries for `session`, oldest first. */
export async function outboxEntries(request: APIRequestContext, session: string): Promise<OutboxEntry[]> {
  const response = await request.get(outboxPath(session), { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { entries: OutboxEntry[] }).entries;
}

/** The newest code of `kind` (sent to `to`, when given) that `session`'s outbox holds. */
export async function outboxCode(request: APIRequestContext, session: string, kind: string, to = ''): Promise<string> {
  return newestCode(await outboxEntries(request, session), kind, to);
}

/** The newest code of `kind` (sent to `to`, when given) among the outbox's entries. */
export function newestCode(entries: OutboxEntry[], kind: string, to = ''): string {
  const found = entries.filter((entry) => entry.kind === kind && (to === '' || entry.to === to)).at(-1);
  if (!found) throw new Error(`no ${kind}${to ? ` to ${to}` : ''} in the outbox`);
  return found.code;
}
