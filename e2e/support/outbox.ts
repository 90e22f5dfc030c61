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

/** The newest code of `kind` (sent to `to`, when given) among the outbox's entries. */
export function newestCode(entries: OutboxEntry[], kind: string, to = ''): string {
  const found = entries.filter((entry) => entry.kind === kind && (to === '' || entry.to === to)).at(-1);
  if (!found) throw new Error(`no ${kind}${to ? ` to ${to}` : ''} in the outbox`);
  return found.code;
}
