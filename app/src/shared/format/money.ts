import { groupThousands, isNumeric } from './number';

/**
 * The one money format (app/README.md "Money"): an amount held in minor units (cents, paise)
 * divided by 100 with two decimals (docs/constants.md "Money and dates"), integer digits grouped in threes with a dot
 * (docs/constants.md "Money and dates"), so the decimals follow a comma: 345000 → "3.450,00", 5 → "0,05". Anything that is
 * not numeric is returned unchanged.
 */
export function formatMoney<T>(minor: T): string | T {
  if (!isNumeric(minor)) return minor;
  const fixed = (Number(minor) / 100).toFixed(2);
  const point = fixed.indexOf('.');
  return `${String(groupThousands(fixed.slice(0, point)))},${fixed.slice(point + 1)}`;
}
