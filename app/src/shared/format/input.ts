import { MOBILE_MAX } from '../config/constants';

/** Keeps digits only: what a number-type input accepts. */
export function numberInput(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Phone-type input: digits only, at most 11. */
export function phoneInput(raw: string): string {
  return numberInput(raw).slice(0, MOBILE_MAX);
}

/** A phone number shown 3-4-4: "13800138000" → "138 0013 8000". */
export function formatPhone(raw: string): string {
  const digits = phoneInput(raw);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11)].filter((part) => part !== '').join(' ');
}

/** Bank-card input: digits only, grouped in fours: "6222020200112233" → "6222 0202 0011 2233". */
export function bankCardInput(raw: string): string {
  return numberInput(raw).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Cuts a text to at most `max` characters (extra typing is ignored). */
export function clampLength(raw: string, max: number): string {
  return Array.from(raw).slice(0, max).join('');
}
