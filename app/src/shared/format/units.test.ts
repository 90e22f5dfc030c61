import { describe, expect, it } from 'vitest';
import { splitUnits } from './units';

const units = (text: string) =>
  splitUnits(text)
    .filter((part) => part.unit)
    .map((part) => part.text);

describe('splitUnits', () => {
  it('keeps amounts, dates, times, order numbers and codes whole', () => {
    expect(units('Monto $3.450,00')).toEqual(['$3.450,00']);
    expect(units('Total ₹300,00, vence 2026-12-07 14:32:05')).toEqual(['₹300,00,', '2026-12-07', '14:32:05']);
    expect(units('Tasa 0.0065% diaria')).toEqual(['0.0065%']);
    expect(units('Referencia OXXO-1234')).toEqual(['OXXO-1234']);
    expect(units('Pague antes del 07/12/2026.')).toEqual(['07/12/2026.']);
  });

  it('keeps a phone number written in groups whole, but not a date followed by a time', () => {
    expect(units('Llame al 800 123 4567 hoy')).toEqual(['800 123 4567']);
    expect(units('o llame al 800 123 4567.')).toEqual(['800 123 4567']);
    expect(units('+52 55 1234 5678')).toEqual(['+52 55 1234 5678']);
    expect(units('2026-11-22 08:15')).toEqual(['2026-11-22', '08:15']);
    expect(units('10:00:00 callPhone(800 123 4567) → ios')).toEqual(['10:00:00', '(800 123 4567']);
  });

  it('leaves as text the words without digits and the runs a browser does not break', () => {
    expect(units('Número de orden: MX202611220001, en 24 horas, $300')).toEqual([]);
    expect(units('CLABE 646180157000482101')).toEqual([]);
  });

  it('gives the text back when joined', () => {
    const text = 'Plazo: 7 días (sin comisión), interés $15,00 — 请在2026-12-07之前还款';
    const parts = splitUnits(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(units(text)).toEqual(['$15,00', '2026-12-07']);
    expect(splitUnits('Sin números')).toEqual([{ text: 'Sin números', unit: false }]);
    expect(splitUnits('')).toEqual([]);
  });
});
