import { beforeEach, describe, expect, it } from 'vitest';
import { HEADERS_FORM_CLIENT, HEADERS_JSON_CLIENT } from '../../api/contract-constants';
import { captureLaunchParams, clearLaunchParams, getLaunchParams, headerParams } from './launch-params';

describe('launch parameters', () => {
  beforeEach(() => clearLaunchParams());

  it('captures the nine launch parameters from the query string', () => {
    const params = captureLaunchParams(
      '?sessionId=s1&deviceId=d1&appVersion=2.4.1&deviceName=Redmi&osVersion=13&advertisingId=ad&productId=3&orderId=10482&language=1&other=x',
    );
    expect(params).toEqual({
      sessionId: 's1',
      deviceId: 'd1',
      appVersion: '2.4.1',
      deviceName: 'Redmi',
      osVersion: '13',
      advertisingId: 'ad',
      productId: '3',
      orderId: '10482',
      language: '1',
    });
  });
  it('keeps them for the session when later pages have no query', () => {
    captureLaunchParams('?sessionId=s1&orderId=7');
    expect(getLaunchParams('')).toEqual({ sessionId: 's1', orderId: '7' });
    expect(JSON.parse(sessionStorage.getItem('launch-params') ?? '{}')).toMatchObject({ sessionId: 's1' });
  });
  it('is recomputed on demand: a newer query value wins', () => {
    captureLaunchParams('?sessionId=s1&orderId=7');
    expect(getLaunchParams('?orderId=8')).toEqual({ sessionId: 's1', orderId: '8' });
    captureLaunchParams('?orderId=9');
    expect(getLaunchParams('')).toEqual({ sessionId: 's1', orderId: '9' });
  });
  it('gives the header values from the query parameters of the same name, "" when absent', () => {
    captureLaunchParams('?crp_phe=p&showy=s&language=2&swift=w');
    expect(headerParams(HEADERS_JSON_CLIENT, '')).toEqual({ crp_phe: 'p', dearest: '', showy: 's', dearer: '', language: '2' });
    expect(headerParams(HEADERS_FORM_CLIENT, '?eyes=e')).toEqual({ swift: 'w', eyes: 'e' });
  });
  it('survives a corrupt stored value', () => {
    sessionStorage.setItem('launch-params', '{broken');
    expect(getLaunchParams('?sessionId=x')).toEqual({ sessionId: 'x' });
  });
});
