/**
 * The campaign parameters of the promotion page (docs/screens.md "Promotion page"): read once at load from the query,
 * before or after the hash (`/promotion/?id=12#/` and `/promotion/#/?id=12` both work; the
 * query after the hash wins), and carried to the download and agreement pages.
 */
export const CAMPAIGN_KEYS = ['id', 'user_from', 'app_from', 'utm_tag', 'links_id', 'down_id', 'invite_code', 'UC', 'language'] as const;

export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;

/** The query part of a hash such as `#/downloadTemplate?id=12` ("" when none). */
export function hashQuery(hash: string): string {
  const at = hash.indexOf('?');
  return at === -1 ? '' : hash.slice(at + 1);
}

/** The route part of a hash: `#/downloadTemplate?x=1` → `/downloadTemplate`; empty → `/`. */
export function hashPath(hash: string): string {
  const bare = hash.replace(/^#/, '');
  const at = bare.indexOf('?');
  const path = at === -1 ? bare : bare.slice(0, at);
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** The campaign of a page from its `search` and `hash`. */
export function readCampaign(search: string, hash: string): Campaign {
  const campaign: Campaign = {};
  for (const source of [new URLSearchParams(search), new URLSearchParams(hashQuery(hash))]) {
    for (const key of CAMPAIGN_KEYS) {
      const value = source.get(key);
      if (value !== null && value !== '') campaign[key] = value;
    }
  }
  return campaign;
}

/**
 * What the download and agreement pages carry (docs/screens.md "Promotion page"): app_from, user_from, utm_tag, id and
 * links_id or down_id (links_id when both are given), plus the language flag so the page keeps
 * its language.
 */
export function forwardedQuery(campaign: Campaign): string {
  const query = new URLSearchParams();
  const keys: CampaignKey[] = ['app_from', 'user_from', 'utm_tag', 'id'];
  keys.push(campaign.links_id !== undefined ? 'links_id' : 'down_id');
  keys.push('language');
  for (const key of keys) {
    const value = campaign[key];
    if (value !== undefined) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The landing template id: the `id` parameter when it is a positive whole number. */
export function templateId(campaign: Campaign): number | null {
  const id = campaign.id;
  return id !== undefined && /^\d{1,12}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}
