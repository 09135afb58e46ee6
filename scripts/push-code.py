#!/usr/bin/env python3
"""Push a front-end folder to the MCP context platform from CI, as one code source.

    GUINNESS_API_KEY=<a WRITE key> python3 push-code.py --url https://mcp.example.com \\
        --source web ./apps/web/src

Zips the folder (leaving out node_modules, .git and build output), asks the platform for a
presigned upload (``POST /api/v1/code/uploads``), sends the archive straight to storage and
waits for the import job (``GET /api/v1/code/uploads/{job_id}``) until the index is built.
Exits 0 when the import completed, 1 when it failed or timed out, 2 for a bad invocation.
Python 3.9+ standard library only: nothing to install in the CI image.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import time
import urllib.error
import urllib.request
import uuid
import zipfile
from pathlib import Path

SKIPPED = {"node_modules", ".git", "dist", "build", ".next", ".svelte-kit", "coverage", ".turbo"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="the front-end folder to push")
    parser.add_argument(
        "--url", default=os.environ.get("GUINNESS_URL"), help="the MCP endpoint's base URL"
    )
    parser.add_argument(
        "--source", default="default", help="the code source it replaces (web, design-system ...)"
    )
    parser.add_argument(
        "--revision",
        default=os.environ.get("GITHUB_SHA") or os.environ.get("CI_COMMIT_SHA"),
        help="the revision pushed (default: the CI's commit id)",
    )
    parser.add_argument("--timeout", type=float, default=600, help="seconds to wait for the import")
    args = parser.parse_args(argv)
    key = os.environ.get("GUINNESS_API_KEY")
    if not key or not args.url or not args.folder.is_dir():
        print(
            "push-code: set GUINNESS_API_KEY, give --url (or GUINNESS_URL) and a folder",
            file=sys.stderr,
        )
        return 2
    base = args.url.rstrip("/").removesuffix("/mcp")
    archive = zip_folder(args.folder)
    name = f"{args.source}.zip"
    ticket = _json(
        "POST",
        f"{base}/api/v1/code/uploads",
        key,
        {"source": args.source, "archive_name": name, "revision": args.revision},
    )
    if len(archive) > ticket["max_bytes"]:
        print(
            f"push-code: the archive is {len(archive)} bytes, "
            f"over the {ticket['max_bytes']} allowed",
            file=sys.stderr,
        )
        return 1
    _post_form(ticket["url"], ticket["fields"], name, archive)
    print(f"push-code: uploaded {len(archive)} bytes as job {ticket['job_id']}", file=sys.stderr)
    deadline = time.monotonic() + args.timeout
    while True:
        status = _json("GET", f"{base}/api/v1/code/uploads/{ticket['job_id']}", key)
        if status["state"] in ("completed", "failed") or time.monotonic() > deadline:
            break
        time.sleep(2)
    print(json.dumps(status, indent=2))
    return 0 if status["state"] == "completed" else 1


def zip_folder(folder: Path) -> bytes:
    """The folder as a zip, without dependencies, VCS data and build output."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(folder.rglob("*")):
            relative = path.relative_to(folder)
            if path.is_file() and not SKIPPED & set(relative.parts):
                archive.write(path, relative.as_posix())
    return buffer.getvalue()


def _checked(url: str) -> str:
    if not url.startswith(("https://", "http://")):
        raise SystemExit(f"push-code: {url!r} is not an http(s) URL")
    return url


def _json(method: str, url: str, key: str, body: object = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(_checked(url), data=data, method=method)  # noqa: S310
    request.add_header("MCP-API-Key", key)
    request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=60) as response:  # noqa: S310
            return json.loads(response.read())
    except urllib.error.HTTPError as exc:
        detail = exc.read().decode()[:500]
        raise SystemExit(f"push-code: {method} {url} answered {exc.code}: {detail}") from None


def _post_form(url: str, fields: dict, file_name: str, content: bytes) -> None:
    """A presigned POST: the ticket's fields in order, then the file."""
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in fields.items():
        parts.append(
            f"--{boundary}\r\nContent-Disposition: form-data; "
            f'name="{name}"\r\n\r\n{value}\r\n'.encode()
        )
    parts.append(
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{file_name}"\r\n'
        "Content-Type: application/zip\r\n\r\n".encode()
        + content
        + b"\r\n"
    )
    parts.append(f"--{boundary}--\r\n".encode())
    request = urllib.request.Request(_checked(url), data=b"".join(parts), method="POST")  # noqa: S310
    request.add_header("Content-Type", f"multipart/form-data; boundary={boundary}")
    try:
        with urllib.request.urlopen(request, timeout=300):  # noqa: S310
            pass
    except urllib.error.HTTPError as exc:
        detail = exc.read().decode()[:500]
        raise SystemExit(f"push-code: the upload was refused ({exc.code}): {detail}") from None


if __name__ == "__main__":
    sys.exit(main())
