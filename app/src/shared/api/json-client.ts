/**
 * The JSON client (docs/api.md "Clients and headers"): GET with the common parameters and the call's own parameters in
 * the query string; headers crp_phe, dearest, showy, dearer and language taken from the launch
 * query parameters of the same name ("" when absent). Returns the response body only.
 */
import { HEADERS_JSON_CLIENT, HEADERS_XHR_NAME, HEADERS_XHR_VALUE } from '../../api/contract-constants';
import { headerParams } from '../launch/launch-params';
import type { ArgsOf, GetPath, RequestQuery, ResponseOf } from './api-types';
import { buildUrl, send, type CallOptions, type Params } from './request';

export function jsonHeaders(): Record<string, string> {
  return {
    Accept: 'application/json',
    [HEADERS_XHR_NAME]: HEADERS_XHR_VALUE,
    ...headerParams(HEADERS_JSON_CLIENT),
  };
}

/** GET `path` with its typed query parameters; resolves to the envelope. */
export function apiGet<P extends GetPath>(
  path: P,
  ...[params, options]: ArgsOf<RequestQuery<P, 'get'>, [options?: CallOptions]>
): Promise<ResponseOf<P, 'get'>> {
  return send(buildUrl(path, params as Params | undefined), { method: 'GET', headers: jsonHeaders() }, options);
}
