import { describe, expectTypeOf, it } from 'vitest';
import type { FormBody, RequestQuery, ResponseOf } from './api-types';
import type { apiGet } from './json-client';
import type { apiPost } from './form-client';

describe('types derived from the contract', () => {
  it('a GET takes its own query parameters, without the launch parameters', () => {
    expectTypeOf<RequestQuery<'/throughout/user-problem/get-whatsapp', 'get'>>().toEqualTypeOf<{ overall: number }>();
    expectTypeOf<RequestQuery<'/throughout/v3/loan-details/contract-detail', 'get'>>().toHaveProperty('orderNo');
  });
  it('calls without parameters need none', () => {
    expectTypeOf<typeof apiGet<'/api/v2/youmi/promotion/get-sid'>>().toBeCallableWith('/api/v2/youmi/promotion/get-sid');
    expectTypeOf<typeof apiGet<'/throughout/user-problem/problem-list'>>().toBeCallableWith('/throughout/user-problem/problem-list');
  });
  it('a POST takes its form body and answers its envelope', () => {
    expectTypeOf<FormBody<'/throughout/v3/loan-details/google-score'>>().toHaveProperty('score');
    expectTypeOf<ResponseOf<'/throughout/v3/loan-details/loan-details', 'get'>>().toHaveProperty('success');
    expectTypeOf<typeof apiPost<'/throughout/v3/loan-details/google-score'>>()
      .parameter(0)
      .toEqualTypeOf<'/throughout/v3/loan-details/google-score'>();
  });
  it('a missing or unknown parameter fails the type check', () => {
    const call = (get: typeof apiGet) => {
      // @ts-expect-error overall is required
      void get('/throughout/user-problem/get-whatsapp');
      // @ts-expect-error no such parameter
      void get('/throughout/user-problem/get-whatsapp', { overall: 30, nope: 1 });
      // @ts-expect-error no such path
      void get('/throughout/nope');
    };
    expectTypeOf(call).toBeFunction();
  });
});
