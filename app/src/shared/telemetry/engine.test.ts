import { describe, expect, it } from 'vitest';
import { engineOf } from './engine';

describe('engineOf', () => {
  it('names the web views the product runs in, and their version', () => {
    expect(
      engineOf(
        'Mozilla/5.0 (Linux; Android 14; SM-A546B Build/UP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36',
      ),
    ).toEqual({ name: 'Android WebView', version: '119.0' });
    expect(
      engineOf('Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'),
    ).toEqual({ name: 'iOS WebKit', version: '16.4' });
    expect(
      engineOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ name: 'Safari', version: '17.2' });
    expect(engineOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toEqual({
      name: 'Chrome',
      version: '142.0',
    });
    expect(engineOf('curl/8.0')).toEqual({ name: 'unknown', version: '' });
  });
});
