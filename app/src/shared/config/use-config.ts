import { getConfig, type RuntimeConfig } from './runtime-config';

/** The runtime config (loaded before the first render). */
export function useConfig(): RuntimeConfig {
  return getConfig();
}
