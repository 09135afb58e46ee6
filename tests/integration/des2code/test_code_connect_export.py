"""Code Connect files from a Des2Code result, read by Figma's own CLI: ``figma connect
parse`` reads every exported file and maps each Figma component to the matched code
component with its props; ``figma connect publish --dry-run`` validates them against the
fake Figma API (``--api-url``), which serves the demo's Figma file."""

from __future__ import annotations

import json
from pathlib import Path

from guinness.code import import_code_base
from guinness.code.code_connect_files import attach_code_connect, read_parse_output
from guinness.des2code.code_connect import LibraryComponent, export_code_connect
from guinness.designs import import_figma_file
from guinness.local.fake_figma import FakeFigma
from guinness.matching import build_index, match_design
from tests.code_connect_cli import run_figma_connect
from tests.servers import serve

DEMO = Path(__file__).resolve().parents[3] / "demo"
FILE_KEY = "DEMOCHECKOUT"
TOKEN = "figd_code_connect"


def _export(folder: Path, *, libraries: dict[str, LibraryComponent] | None = None) -> list[str]:
    imported = import_figma_file(
        (DEMO / "figma" / "checkout.json").read_bytes(),
        project_id=1,
        organization_id=1,
        file_key=FILE_KEY,
    )
    code = import_code_base(DEMO / "codebase", project_id=1, organization_id=1)
    index = build_index(code.sources)
    sources = {source.code_id: source for source in code.sources}
    design = imported.designs[0]  # the checkout frame
    export = export_code_connect(
        match_design(design, index).usage_matches, design, sources, libraries=libraries
    )
    for file in export.files:
        (folder / file.path).write_text(file.content)
    return [file.path for file in export.files]


def test_the_cli_parses_every_exported_file_to_the_matched_components(
    code_connect_cli: Path, tmp_path: Path
) -> None:
    written = _export(tmp_path)

    parsed = run_figma_connect(code_connect_cli, tmp_path, "parse", "--exit-on-unreadable-files")

    assert parsed.returncode == 0, parsed.stderr
    entries = json.loads(parsed.stdout)
    assert {entry["component"] for entry in entries} == {
        path.removesuffix(".figma.ts") for path in written if path.endswith(".figma.ts")
    }
    button = next(entry for entry in entries if entry["component"] == "Button")
    assert button["figmaNode"].startswith(f"https://www.figma.com/design/{FILE_KEY}?node-id=")
    template = button["template"]
    assert 'getEnum("Size"' in template
    assert '"Large": "lg"' in template  # the Figma value → the code's literal
    assert 'getString("Label")' in template
    assert "renderChildren" in template
    assert "import { Button } from" in template


def test_parse_output_imports_as_ground_truth_for_the_matched_instances(
    code_connect_cli: Path, tmp_path: Path
) -> None:
    """What ``import code-connect --parsed`` reads: the CLI's own parse JSON of the
    exported files gives back each mapping, and Des2Code answers from it."""
    _export(tmp_path)
    parsed = run_figma_connect(code_connect_cli, tmp_path, "parse", "--exit-on-unreadable-files")
    assert parsed.returncode == 0, parsed.stderr

    mappings = read_parse_output(json.loads(parsed.stdout))
    code = import_code_base(DEMO / "codebase", project_id=1, organization_id=1)
    sources, unresolved = attach_code_connect(code.sources, mappings)
    design = import_figma_file(
        (DEMO / "figma" / "checkout.json").read_bytes(),
        project_id=1,
        organization_id=1,
        file_key=FILE_KEY,
    ).designs[0]
    matches = match_design(design, build_index(sources)).usage_matches

    assert unresolved == []
    assert {mapping.component for mapping in mappings} >= {"Button"}
    assert all(mapping.path.endswith(".figma.ts") for mapping in mappings)
    connected = [m for m in matches if any(e.signal == "code_connect" for e in m.evidence)]
    assert {m.code_component for m in connected} == {mapping.component for mapping in mappings}
    assert all(m.confidence == 1.0 for m in connected)
    button = next(m for m in connected if m.code_component == "Button")
    assert button.suggested_props.get("size") in {"lg", "sm"}


def test_publish_dry_run_validates_the_files_against_the_figma_api(
    code_connect_cli: Path, tmp_path: Path
) -> None:
    _export(tmp_path)
    fake = FakeFigma.serving({FILE_KEY: DEMO / "figma" / "checkout.json"}, tokens={TOKEN: None})

    with serve(fake.app()) as url:
        published = run_figma_connect(
            code_connect_cli, tmp_path, "publish", "--dry-run", "--api-url", f"{url}/v1",
            "--token", TOKEN,
        )  # fmt: skip

    assert published.returncode == 0, published.stdout + published.stderr
    assert "All Code Connect files are valid" in published.stdout + published.stderr
    assert any(path == f"/v1/files/{FILE_KEY}/nodes" for path, _ in fake.requests)


def test_library_components_need_their_file_and_unconfident_ones_are_listed_with_why() -> None:
    imported = import_figma_file(
        (DEMO / "figma" / "checkout.json").read_bytes(),
        project_id=1,
        organization_id=1,
        file_key=FILE_KEY,
    )
    code = import_code_base(DEMO / "codebase", project_id=1, organization_id=1)
    index = build_index(code.sources)
    sources = {source.code_id: source for source in code.sources}
    design = imported.designs[0]
    matches = match_design(design, index).usage_matches
    # As a consumer file sees a published library: the components are remote.
    consumer = design.model_copy(
        update={"components": [c.model_copy(update={"remote": True}) for c in design.components]}
    )
    button_set = next(c for c in consumer.components if c.name == "Button")
    assert button_set.key is not None

    without = export_code_connect(matches, consumer, sources)
    with_library = export_code_connect(
        matches,
        consumer,
        sources,
        libraries={button_set.key: LibraryComponent(file_key="LIBRARY123", node_id="7:1")},
    )
    strict = export_code_connect(matches, design, sources, min_confidence=1.01)

    assert [file.path for file in without.files] == ["figma.config.json"]
    assert any(
        item["figma_component"] == "Button" and "library file" in item["reason"]
        for item in without.skipped
    )
    button = next(file for file in with_library.files if file.path == "Button.figma.ts")
    assert button.content.startswith("// url=https://www.figma.com/design/LIBRARY123?node-id=7-1")
    assert [file.path for file in strict.files] == ["figma.config.json"]
    assert all("confidence" in item["reason"] for item in strict.skipped)
