"""Figma links as users copy them: the file key, the node ids, branches and versions."""

from __future__ import annotations

import pytest

from guinness.designs.figma_links import FigmaLink, parse_figma_url
from guinness.errors import ValidationError

KEY = "AbCdEf1234567890XyZ"


@pytest.mark.parametrize(
    ("url", "link"),
    [
        (f"https://www.figma.com/design/{KEY}/Shop?node-id=1-2", FigmaLink(KEY, ("1:2",))),
        (
            f"https://www.figma.com/file/{KEY}/Shop?type=design&node-id=12%3A34",
            FigmaLink(KEY, ("12:34",)),
        ),
        (f"https://figma.com/design/{KEY}", FigmaLink(KEY)),
        (
            f"https://www.figma.com/proto/{KEY}/Shop?node-id=3-4&starting-point-node-id=3%3A4",
            FigmaLink(KEY, ("3:4",)),
        ),
        (
            f"https://www.figma.com/proto/{KEY}/Shop?starting-point-node-id=5%3A6",
            FigmaLink(KEY, ("5:6",)),
        ),
        (f"https://www.figma.com/board/{KEY}/Flows?node-id=0-1", FigmaLink(KEY, ("0:1",))),
        (
            f"https://www.figma.com/design/{KEY}/branch/BrAnChKeY123456/Shop?node-id=7-8",
            FigmaLink("BrAnChKeY123456", ("7:8",), main_file_key=KEY),
        ),
        (
            f"https://www.figma.com/design/{KEY}/Shop?node-id=I1-2%3B3-4&version-id=98765",
            FigmaLink(KEY, ("I1:2;3:4",), version="98765"),
        ),
    ],
)
def test_every_url_form_gives_the_file_key_and_api_node_ids(url: str, link: FigmaLink) -> None:
    assert parse_figma_url(url) == link


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("https://example.com/design/AbCdEf1234567890/x", "Not a Figma link"),
        ("ftp://www.figma.com/design/AbCdEf1234567890/x", "Not a Figma link"),
        ("https://www.figma.com/files/recent", "names no file"),
        ("https://www.figma.com/design/short/x", "names no file"),
        (f"https://www.figma.com/design/{KEY}/x?node-id=abc", "not a Figma node id"),
    ],
)
def test_anything_else_is_a_clear_validation_error(url: str, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        parse_figma_url(url)
