import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from './same-origin-url';

const page = 'https://h5.example.mx/loan-confirm?sessionId=s1';

describe('sameOriginUrl', () => {
  it('resolves a relative URL against the page', () => {
    expect(sameOriginUrl('/loan-detail?orderId=7', page)?.href).toBe('https://h5.example.mx/loan-detail?orderId=7');
    expect(sameOriginUrl('loan-detail', page)?.pathname).toBe('/loan-detail');
  });
  it('keeps an absolute URL of the same origin', () => {
    expect(sameOriginUrl('https://h5.example.mx/order-detail', page)?.pathname).toBe('/order-detail');
  });
  it('refuses another origin, another scheme or port, and non-http schemes', () => {
    for (const raw of [
      'https://evil.example.com/loan-detail',
      'http://h5.example.mx/loan-detail',
      'https://h5.example.mx:8443/loan-detail',
      '//evil.example.com/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.mx',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(sameOriginUrl(raw, page)).toBeNull();
    }
  });
});
