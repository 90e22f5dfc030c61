import { describe, expect, it } from 'vitest';
import { mailtoHref, safeHttpUrl, telHref } from './url';

describe('server URLs are followed only when http(s)', () => {
  it('keeps http and https', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });
  it('drops other schemes', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
  it('allows data: images only when asked', () => {
    expect(safeHttpUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeHttpUrl('data:image/png;base64,AAAA', { allowDataImage: true })).toBe('data:image/png;base64,AAAA');
  });
  it('builds mailto and tel links', () => {
    expect(mailtoHref('ayuda@example.mx')).toBe('mailto:ayuda@example.mx');
    expect(mailtoHref('not an email')).toBeNull();
    expect(mailtoHref('a@b.c?cc=x@y.z')).toBeNull();
    expect(telHref('+52 (55) 1234-5678')).toBe('tel:+525512345678');
    expect(telHref('call me')).toBeNull();
  });
});
