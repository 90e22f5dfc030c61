/**
 * Before every test file: the clients check answers with a module they load lazily
 * (shared/answer-check/conforms.ts); loaded here once, its import resolves at once in the tests, so
 * `settle()` covers a call as before.
 */
await import('../answer-check/conforms');
export {};
