"""Sass syntax the SCSS grammar does not know, rewritten before parsing.

The tree-sitter SCSS grammar predates the Sass module system and misses some older Sass
too, so ordinary stylesheets came out "partially parsed". What it lacks never holds a
class selector, so it is rewritten in place, byte for byte (every other byte keeps its
offset, so a real syntax error is still reported at its own line and column):

* ``@use`` / ``@forward`` rules, and the members of the namespaces they bring
  (``map.get(…)``, ``settings.$radius``, ``@include tools.layer(…)``): the rule is
  blanked, the ``namespace.`` prefix too;
* the ``!default`` / ``!global`` flags, the empty argument list of ``@mixin name()`` /
  ``@include name()``, content-block arguments (``using ($modifier)``): blanked; rest
  arguments (``$args...``) become a plain variable;
* the condition of ``@if`` / ``@else if`` / ``@while`` (``and`` / ``or`` are unknown to
  the grammar): written as ``0``, the blocks stay;
* the value of a Sass variable or custom property (maps such as ``('sm': 1, 'lg': 2)``),
  and of any declaration with interpolation (``height: #{$size}``): written as ``0``;
* the query of ``@at-root (without: media)``: blanked; interpolation in a CSS at-rule's
  prelude (``@layer base-#{$name}``): written as a name;
* keyframe blocks (``60%, 80% { … }``): their body is blanked;
* a nested selector that starts with a combinator (``> .item``): ``&`` is written into
  the space before it (the same selector in Sass);
* empty statements (``};``, ``;;``): the stray ``;`` is blanked.

Comments and strings are never touched.
"""

from __future__ import annotations

import re

_KEEP = re.compile(rb"""/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'""", re.S)
_MODULE_RULE = re.compile(rb"@(use|forward)\b[^;{}]*;")
_USE_URL = re.compile(rb"""@use\s+(["'])([^"']+)\1(?:\s+as\s+([\w-]+|\*))?""")
_FLAG = re.compile(rb"!(?:default|global)\b")
_REST = re.compile(rb"(?<=\w)\.\.\.")
_EMPTY_ARGUMENTS = re.compile(rb"(?<=@)((?:mixin|include)\s+[\w.-]+\s*)\(\s*\)")
_CONTENT_ARGUMENTS = re.compile(rb"\busing\s*\([^(){};]*\)")
_CONDITION = re.compile(rb"@(?:if|else\s+if|while)\b([^{;]*)(?=\{)")
_VALUE_START = re.compile(rb"(?:(?<=[{;}])|^)\s*(\$|--)[\w-]+\s*:", re.M)
_DECLARATION_START = re.compile(rb"(?:(?<=[{;}])|^)\s*[a-zA-Z][\w-]*\s*:(?!:)", re.M)
_AT_ROOT_QUERY = re.compile(rb"(?<=@at-root)\s*\((?:with|without)\s*:[^(){};]*\)")
_CSS_AT_RULE = re.compile(
    rb"@(?:layer|media|supports|container|page|font-feature-values)\b(?:#\{[^{}]*\}|[^{;])*"
)
_INTERPOLATION = re.compile(rb"#\{[^{}]*\}")
_KEYFRAMES = re.compile(rb"@(?:-[a-z]+-)?keyframes\b[^{;]*\{")
_LEADING_COMBINATOR = re.compile(rb"(?:(?<=[{;}])|^)(\s*)([>+~])(?=\s*[.#:\[\w&*])", re.M)
_EMPTY_STATEMENT = re.compile(rb"(?<=[{;}])(\s*);")
_VALUE_STOPS = re.compile(rb"[()\[\]{};#]")
_BRACES = re.compile(rb"[{}]")
_SPACES = bytes(byte if byte in b"\r\n" else 0x20 for byte in range(256))
_FILLED = bytes(byte if byte in b"\r\n" else ord("x") for byte in range(256))
_MARKERS = (b"@use", b"@forward", b"!", b"$", b"--", b"keyframes", b">", b"+", b"~", b";;", b"};")


def sass_compatible(source: bytes) -> bytes:
    """``source`` with the Sass syntax the grammar lacks rewritten (same length, same
    lines)."""
    if not any(marker in source for marker in _MARKERS):
        return source
    masked = bytearray(source)
    for match in _KEEP.finditer(source):
        masked[match.start() : match.end()] = _blank(source[match.start() : match.end()], b"x")
    out = bytearray(source)
    view = bytes(masked)

    def blank(start: int, end: int) -> None:
        out[start:end] = _blank(source[start:end])
        masked[start:end] = _blank(source[start:end])

    namespaces: list[bytes] = []
    for match in _MODULE_RULE.finditer(view):
        namespaces += _namespace(source[match.start() : match.end()])
        blank(match.start(), match.end())
    for pattern in (_FLAG, _CONTENT_ARGUMENTS):
        for match in pattern.finditer(view):
            blank(match.start(), match.end())
    for match in _REST.finditer(view):
        out[match.start() : match.end()] = b"___"  # `$args...` → the variable `$args___`
    for match in _EMPTY_ARGUMENTS.finditer(view):
        blank(match.end(1), match.end())
    for match in _CONDITION.finditer(view):
        if match.group(1).strip():
            blank(match.start(1), match.end(1))
            out[match.start(1) + 1] = ord("0")
    if namespaces:
        names = b"|".join(map(re.escape, sorted(set(namespaces))))
        for match in re.finditer(rb"(?<![\w.$-])(?:" + names + rb")\.(?=[$\w])", view):
            blank(match.start(), match.end())
    view = bytes(masked)
    for match in _VALUE_START.finditer(view):
        _zero_value(out, masked, source, match.end(), _value_end(view, match.end()), view)
    for match in _DECLARATION_START.finditer(view) if b"#{" in view else ():
        end = _value_end(view, match.end())
        if end is not None and b"#{" in view[match.end() : end]:
            _zero_value(out, masked, source, match.end(), end, view)
    for match in _AT_ROOT_QUERY.finditer(view):
        blank(match.start(), match.end())
    for match in _CSS_AT_RULE.finditer(view):
        for inner in _INTERPOLATION.finditer(view, match.start(), match.end()):
            out[inner.start() : inner.end()] = b"x" * (inner.end() - inner.start())
    for match in _KEYFRAMES.finditer(view):
        close = _closing_brace(view, match.end())
        if close is not None:
            blank(match.end(), close)
    view = bytes(masked)
    for match in _LEADING_COMBINATOR.finditer(view):
        before = match.start(2) - 1
        if before >= 0 and source[before : before + 1] in (b" ", b"\t"):
            out[before] = ord("&")
    for match in _EMPTY_STATEMENT.finditer(bytes(masked)):
        out[match.end() - 1] = ord(" ")
    return bytes(out)


def _zero_value(
    out: bytearray, masked: bytearray, source: bytes, start: int, end: int | None, view: bytes
) -> None:
    """Write the declaration value from ``start`` to ``end`` (its ``;`` or ``}``) as ``0``
    (and the ``;`` a value ended by its block's ``}`` lacks)."""
    if end is None or end <= start:
        return
    out[start:end] = masked[start:end] = _blank(source[start:end])
    out[start] = ord("0")
    if view[end] == ord("}"):
        spaces = [index for index in range(start + 1, end) if out[index] == ord(" ")]
        if spaces:
            out[spaces[-1]] = ord(";")


def _blank(data: bytes, fill: bytes = b" ") -> bytes:
    """``data`` with every byte but line breaks replaced by ``fill``."""
    return data.translate(_SPACES if fill == b" " else _FILLED)


def _value_end(view: bytes, start: int) -> int | None:
    """Where the value starting at ``start`` ends: its ``;`` or the ``}`` closing its
    block, at the same depth; ``None`` when a ``{`` opens first (a selector, not a value)."""
    depth = 0
    index = start
    while (stop := _VALUE_STOPS.search(view, index)) is not None:
        index = stop.start()
        byte = view[index]
        if byte in b"([":
            depth += 1
        elif byte in b")]":
            depth -= 1
        elif byte == ord("#"):
            if view[index + 1 : index + 2] == b"{":
                close = _closing_brace(view, index + 2)
                if close is None:
                    return None
                index = close
        elif byte == ord("{") and depth <= 0:
            return None
        elif byte in b";}" and depth <= 0:
            return index
        index += 1
    return None


def _closing_brace(view: bytes, start: int) -> int | None:
    """The ``}`` matching the ``{`` just before ``start``."""
    depth = 1
    for brace in _BRACES.finditer(view, start):
        depth += 1 if brace.group() == b"{" else -1
        if depth == 0:
            return brace.start()
    return None


def _namespace(rule: bytes) -> list[bytes]:
    """The namespace a ``@use`` rule brings (``sass:map`` → ``map``, ``../settings`` →
    ``settings``, ``as tools`` → ``tools``; ``as *`` none)."""
    found = _USE_URL.match(rule)
    if found is None:
        return []
    alias = found.group(3)
    if alias == b"*":
        return []
    if alias:
        return [alias]
    url = found.group(2).rsplit(b"/", 1)[-1].rsplit(b":", 1)[-1]
    name = url.split(b".", 1)[0].lstrip(b"_")
    return [name] if name else []
