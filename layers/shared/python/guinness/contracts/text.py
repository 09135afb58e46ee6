"""Identifiers every boundary accepts: no control characters, no unpaired surrogates.

A NUL or a lone surrogate cannot be stored by PostgreSQL or encoded as UTF-8, so it is
refused where it arrives (a 422 or an ``isError`` result naming the field) instead of
failing deep inside a database call. Identifiers (ids, cursors) allow no control character
at all.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator

_NOT_IN_IDENTIFIERS = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")


def check_identifier(value: str) -> str:
    """``value`` unchanged, or ``ValueError`` when it holds a control character."""
    if not is_identifier(value):
        raise ValueError("must not contain control characters or unpaired surrogates")
    return value


def is_identifier(value: str) -> bool:
    """Whether ``value`` is free of control characters and unpaired surrogates."""
    return _NOT_IN_IDENTIFIERS.search(value) is None


#: An id, cursor or key as every API accepts it.
Identifier = Annotated[str, AfterValidator(check_identifier)]
