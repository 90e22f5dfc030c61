import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  it('builds mailto and tel links', () => {
    expect(mailtoHref('ayuda@example.mx')).toBe('mailto:ayuda@example.mx');
    expect(mailtoHref('not an email')).toBeNull();
    expect(mailtoHref('a@b.c?cc=x@y.z')).toBeNull();
    expect(telHref('+52 (55) 1234-5678')).toBe('tel:+525512345678');
    expect(telHref('call me')).toBeNull();
  });
});
