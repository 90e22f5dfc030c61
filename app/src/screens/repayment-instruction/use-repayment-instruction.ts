import type { components } from '../../api/schema';
import { apiPost } from '../../shared/api/form-client';
import { useApi } from '../../shared/api/use-api';
import type { GenerateVcodeForm } from './instruction-query';

export type RepaymentInstruction = components['schemas']['RepaymentInstruction'];

/**
 * Asks generate-vcode for the channel's instruction. A refusal has been toasted by the client
 * (its message says why); the screen shows its error state with a retry.
 */
export async function loadInstruction(form: GenerateVcodeForm, signal: AbortSignal): Promise<RepaymentInstruction> {
  const body = await apiPost('/throughout/v3/loan-details/generate-vcode', form, { signal });
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return body.data;
}

export function useRepaymentInstruction(form: GenerateVcodeForm) {
  return useApi((signal) => loadInstruction(form, signal));
}
