// The bundle's entry for /first-call.js (see first-call.ts). __ROUTE_CHUNKS__ is written by
// app/scripts/prerender.mjs from the build's manifest.
import { startFirstCall, type RouteChunks } from './first-call';

declare const __ROUTE_CHUNKS__: RouteChunks;

startFirstCall(window, __ROUTE_CHUNKS__);
