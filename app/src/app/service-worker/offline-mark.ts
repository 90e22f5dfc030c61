/**
 * The attribute the service worker puts on the shell's root when it answers a page the network
 * could not give (worker.ts): start-up then shows the offline page, or /carpmm with its kept
 * instruction.
 */
export const OFFLINE_MARK = 'data-offline';
