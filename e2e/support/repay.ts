/** The repayment pages' launch and the channel data they show (repay.spec.ts and webkit/). */
import { formatMoney } from '../../app/src/shared/format/money';
import { groupThousands } from '../../app/src/shared/format/number';
import { currencySymbol, type Language } from '../../app/src/shared/i18n/language';
import { LAUNCH, languageFlag } from './launch';

/** generate-vcode and the repayment calls take a numeric order (the contract's OrderQuery). */
export const ORDER = { productId: '3', orderId: '10482' };

export function repayUrl(path: string, language: Language, scenario?: string): string {
  const query = new URLSearchParams({ ...LAUNCH, ...ORDER, language: languageFlag(language) });
  if (scenario) query.set('scenario', scenario);
  return `${path}?${query.toString()}`;
}

/** The launch query of a repayment call, as the page sends it. */
export function repayParams(language: Language): Record<string, string> {
  return { ...LAUNCH, ...ORDER, language: languageFlag(language) };
}

/** An amount in minor units as the pages show it: `$3.450.00`. */
export function money(minor: number, language: Language): string {
  return `${currencySymbol(language)}${String(groupThousands(formatMoney(minor)))}`;
}

export interface Channel {
  payCode: string;
  vCode: string;
  BARcodeImg: string;
}

/** Every channel of a repayment answer's `repayList` groups. */
export function channelsOf(data: Record<string, unknown>): Channel[] {
  const groups = (data.repayList ?? []) as { channels: Channel[] }[];
  return groups.flatMap((group) => group.channels);
}
