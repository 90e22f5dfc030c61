import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, setConfig } from '../../shared/config/runtime-config';
import { render } from '../../shared/testing/render';
import AboutUsScreen from './about-us-screen';

describe('about us screen', () => {
  afterEach(() => setConfig(DEFAULT_CONFIG));
  it('is one static paragraph naming the app from config, in both languages', () => {
    setConfig({ appName: 'Dinero Ya' });
    const es = render(<AboutUsScreen />, 'es');
    expect(es.container.querySelector('h1')?.textContent).toBe('Sobre nosotros');
    expect(es.container.querySelectorAll('p')).toHaveLength(1);
    expect(es.container.querySelector('p')?.textContent).toMatch(/^Dinero Ya es un servicio/);
    es.unmount();
    const en = render(<AboutUsScreen />, 'en');
    expect(en.container.querySelector('p')?.textContent).toMatch(/^Dinero Ya is an online/);
    en.unmount();
  });
});
