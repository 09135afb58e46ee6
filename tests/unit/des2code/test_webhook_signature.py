"""The AI-status webhook's signature is Standard Webhooks, checked against its reference
library and against the specification's own published example."""

from __future__ import annotations

import base64
import hashlib
import hmac
from datetime import UTC, datetime, timedelta

import pytest
from standardwebhooks.webhooks import Webhook

from guinness.des2code.webhook_signature import (
    ID_HEADER,
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
    WebhookSignatureError,
    signed_headers,
    verify,
)

SECRET = "worker-and-backend-shared-secret"
BODY = b'{"webhook_id":"0190:success","status":"success"}'


def test_the_signature_is_hmac_sha256_over_id_timestamp_and_body() -> None:
    moment = datetime(2026, 12, 2, 12, 0, 0, tzinfo=UTC)

    headers = signed_headers(BODY, SECRET, webhook_id="0190:success", now=moment)

    assert headers[ID_HEADER] == "0190:success"
    assert headers[TIMESTAMP_HEADER] == str(int(moment.timestamp()))
    digest = hmac.new(
        SECRET.encode(),
        b"0190:success." + headers[TIMESTAMP_HEADER].encode() + b"." + BODY,
        hashlib.sha256,
    ).digest()
    assert headers[SIGNATURE_HEADER] == "v1," + base64.b64encode(digest).decode()


def test_a_whsec_secret_is_read_as_the_specification_writes_it() -> None:
    # The example of the Standard Webhooks specification (its README's test vector).
    secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
    moment = datetime.fromtimestamp(1614265330, tz=UTC)
    body = b'{"test": 2432232314}'

    headers = signed_headers(body, secret, webhook_id="msg_p5jXN8AQM9LWM0D4loKWxJek", now=moment)

    assert headers[SIGNATURE_HEADER] == "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="


def test_what_the_worker_signs_the_reference_library_verifies_and_so_do_we() -> None:
    headers = signed_headers(BODY, SECRET, webhook_id="0190:success")

    Webhook(SECRET.encode()).verify(BODY, headers, json_parse=False)
    assert verify(BODY, headers, SECRET) == "0190:success"


@pytest.mark.parametrize(
    "change",
    [
        "tampered body",
        "wrong secret",
        "another id",
        "an hour old",
        "from the future",
        "no signature",
        "no timestamp",
        "no id",
        "signature without a version",
        "not base64",
        "the old header",
    ],
)
def test_every_bad_signature_is_refused(change: str) -> None:
    body, secret = BODY, SECRET
    headers = signed_headers(BODY, SECRET, webhook_id="0190:success")
    if change == "tampered body":
        body = BODY.replace(b"success", b"failed")
    elif change == "wrong secret":
        secret = "another-secret"
    elif change == "another id":
        headers[ID_HEADER] = "0191:success"
    elif change in ("an hour old", "from the future"):
        hour = timedelta(hours=1 if change == "from the future" else -1)
        headers = signed_headers(
            BODY, SECRET, webhook_id="0190:success", now=datetime.now(UTC) + hour
        )
    elif change.startswith("no "):
        headers.pop(
            {"signature": SIGNATURE_HEADER, "timestamp": TIMESTAMP_HEADER}.get(
                change[3:], ID_HEADER
            )
        )
    elif change == "signature without a version":
        headers[SIGNATURE_HEADER] = headers[SIGNATURE_HEADER].removeprefix("v1,")
    elif change == "not base64":
        headers[SIGNATURE_HEADER] = "v1,@@@"
    else:
        headers = {"X-Guinness-Signature": "t=1,v1=abc"}

    with pytest.raises(WebhookSignatureError):
        verify(body, headers, secret)
