"""Schemathesis hooks for the test command (scripts/schemathesis.sh).

Every generated write is its own intent, as a borrower's taps are, so it gets a key of its own.
Schemathesis draws the `Idempotency-Key` header like any string: two different payloads drawn
with the same key ("0") are refused as a reused key, rightly (docs/api.md "Retries and the
Idempotency-Key header"), and Schemathesis would read that as a valid request rejected, or an
invalid one answered with a refusal. A key that breaks the header's rule is left as drawn.
"""
import re
import uuid

import schemathesis

KEY = "Idempotency-Key"
VALID = re.compile(r"^[!-~]{1,255}$")


@schemathesis.hook
def before_call(ctx, case, kwargs):
    headers = case.headers or {}
    if KEY in headers and VALID.match(str(headers[KEY])):
        headers[KEY] = uuid.uuid4().hex
        case.headers = headers
