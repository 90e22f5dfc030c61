import { useEffect, useState } from 'react';
import { onBridgeCall, type BridgeCall } from '../../shared/bridge/bridge';

export interface LoggedCall {
  /** Order of the call on this page (React key). */
  seq: number;
  call: BridgeCall;
}

/** Every bridge call made while the page is open, newest first (the page's log). */
export function useBridgeLog(): readonly LoggedCall[] {
  const [log, setLog] = useState<readonly LoggedCall[]>([]);
  useEffect(() => onBridgeCall((call) => setLog((current) => [{ seq: current.length + 1, call }, ...current])), []);
  return log;
}
