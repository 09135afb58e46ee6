"""What the shared-code layer ships: the ``guinness`` package of ``layers/shared`` without
the packages only the command-line tools and the local stack import, and without what
Python and its tools leave in a source tree.

Standard library only, so ``scripts/build_layer.py`` (run by a bare Python 3.12, without
the project's dependencies) and the CDK construct that packages the layer read the same
names.
"""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
#: The shared-code layer's folder; Lambda puts its ``python/`` on ``sys.path``.
SHARED_LAYER_DIR = REPO_ROOT / "layers" / "shared"
PACKAGE = "guinness"
#: Packages of ``guinness`` that no Lambda imports: the admin and local command-line tools
#: (``cli``) and the local stack with its stand-ins for AWS and Figma (``local``).
DEV_ONLY_PACKAGES = ("cli", "local")
#: Left in a source tree by Python and mypy; no asset ships them.
CACHES = ("__pycache__", "*.pyc", ".mypy_cache")


def asset_exclude() -> list[str]:
    """CDK asset ``exclude`` globs that leave out the caches at any depth."""
    return [f"**/{name}" for name in CACHES]


def shared_layer_exclude() -> list[str]:
    """CDK asset ``exclude`` globs for :data:`SHARED_LAYER_DIR`: the caches, the metadata
    ``pip install -e .`` writes beside the package, and the dev-only packages.

    CDK's default glob mode matches each path relative to the asset folder, and an
    excluded folder is not walked; these paths start at that folder's root, so ``cli``
    never matches ``clients``.
    """
    return [
        *asset_exclude(),
        "python/*.egg-info",
        *(f"python/{PACKAGE}/{name}" for name in DEV_ONLY_PACKAGES),
    ]
