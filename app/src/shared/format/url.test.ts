import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './url';

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
});
