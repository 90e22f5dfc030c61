import { describe, expect, it } from 'vitest';
import { lendDetailsTarget } from './lend-details-target';

const page = 'http://127.0.0.1:8080/loan-confirm?sessionId=s1&productId=3';
const launch = { sessionId: 's1', productId: '3', orderId: '10482', language: '1' };

describe('lendDetailsTarget', () => {
  it('adds the launch query and from=confirm to a relative URL', () => {
    expect(lendDetailsTarget('/loan-detail', launch, page)).toBe(
      '/loan-detail?sessionId=s1&productId=3&orderId=10482&language=1&from=confirm',
    );
  });
  it('keeps the parameters the URL names itself', () => {
    expect(lendDetailsTarget('http://127.0.0.1:8080/order-detail?orderId=777', launch, page)).toBe(
      '/order-detail?orderId=777&sessionId=s1&productId=3&language=1&from=confirm',
    );
  });
  it('refuses another origin and a non-http(s) URL', () => {
    expect(lendDetailsTarget('https://evil.example.com/loan-detail', launch, page)).toBeNull();
    expect(lendDetailsTarget('javascript:alert(1)', launch, page)).toBeNull();
    expect(lendDetailsTarget('', launch, page)).toBeNull();
  });
});
