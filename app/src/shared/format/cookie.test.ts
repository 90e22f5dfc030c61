import { afterEach, describe, expect, it } from 'vitest';
import { cookieString, getCookie, removeCookie, setCookie } from './cookie';

describe('cookies expire in the year 9999', () => {
  afterEach(() => removeCookie('lang'));
  it('writes an expiry in 9999', () => {
    expect(cookieString('lang', 'es')).toBe('lang=es; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/');
  });
  it('encodes names and values', () => {
    expect(cookieString('a b', 'x;y')).toContain('a%20b=x%3By;');
  });
  it('sets and reads back a cookie', () => {
    setCookie('lang', 'en');
    expect(getCookie('lang')).toBe('en');
    expect(getCookie('missing')).toBeNull();
  });
  it('parses a cookie header', () => {
    expect(getCookie('b', 'a=1; b=two%3D2; c=3')).toBe('two=2');
  });
});
