import { describe, expect, it } from 'vitest';
import { render } from '../../shared/testing/render';
import PeriodAgreementScreen from './period-agreement-screen';

describe('period agreement screen', () => {
  it.each(['es', 'en'] as const)('%s: the constants of docs/constants.md "Agreement figures" and both market readings', (language) => {
    const view = render(<PeriodAgreementScreen />, language);
    const text = view.container.textContent ?? '';
    for (const value of ['3%', '18%', '0.0065%', '16%', '7 d']) expect(text).toContain(value);
    expect(text).toMatch(/pesos/);
    expect(text).toMatch(/India/);
    expect(text).toMatch(language === 'es' ? /IVA/ : /VAT/);
    expect(text).not.toMatch(/\{\w+\}/);
    view.unmount();
  });
});
