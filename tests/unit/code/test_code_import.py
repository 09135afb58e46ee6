from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from guinness.code import CodeImport, FileProblem, import_code_base, make_code_id
from tests.unit.code.archives import tar_gz_of, zip_of
from tests.unit.code.expectations import ORGANIZATION_ID, PROJECT_ID, find

COMPONENTS = [
    ("src/components/Avatar/Avatar.tsx", "Avatar"),
    ("src/components/Button/Button.tsx", "Button"),
    ("src/components/ButtonGroup/ButtonGroup.tsx", "ButtonGroup"),
    ("src/components/Card/Card.tsx", "Card"),
    ("src/components/Card/Card.tsx", "Card.Body"),
    ("src/components/Card/Card.tsx", "CardHeader"),
    ("src/components/Dialog/Dialog.tsx", "Dialog"),
    ("src/components/LegacyButton/LegacyButton.jsx", "LegacyButton"),
    ("src/components/Tag/Tag.ts", "RemovableTag"),
    ("src/components/Tag/Tag.ts", "Tag"),
    ("src/components/TextField/TextField.tsx", "TextField"),
    ("src/components/Tooltip/Tooltip.jsx", "Tooltip"),
    ("src/styles/chip.scss", "chip"),
    ("src/svelte/Pill.svelte", "Pill"),
    ("src/svelte/Toggle.svelte", "Toggle"),
    ("src/vue/AlertBanner.vue", "AlertBanner"),
    ("src/vue/AppIcon.vue", "AppIcon"),
    ("src/vue/BaseBadge.vue", "BaseBadge"),
]


def _import(source: Path | bytes, name: str | None = None) -> CodeImport:
    return import_code_base(
        source, project_id=PROJECT_ID, organization_id=ORGANIZATION_ID, archive_name=name
    )


def test_every_component_of_the_fixture_is_found_once_in_its_defining_file(
    imported: CodeImport,
) -> None:
    assert [(source.path, source.component_name) for source in imported.sources] == COMPONENTS


def test_barrels_stories_and_tests_are_never_implementations(imported: CodeImport) -> None:
    paths = {source.path for source in imported.sources}

    assert not any(path.endswith(("index.ts", ".stories.tsx", ".test.tsx")) for path in paths)
    assert find(imported, "Button").export_names == ["Button"]


def test_skipped_files_are_counted_by_category(imported: CodeImport) -> None:
    # hidden: .gitignore and .storybook/; unsupported: README.md (package.json is read)
    assert imported.skipped == {
        "build_output": 2,
        "hidden": 2,
        "node_modules": 2,
        "unsupported": 1,
        "vendored": 2,
    }


def test_an_unparseable_file_is_listed_and_does_not_stop_the_import(imported: CodeImport) -> None:
    assert imported.unparseable == [
        FileProblem(
            path="src/components/Broken/Broken.tsx", reason="syntax error at line 3, column 1"
        )
    ]
    assert imported.partially_parsed == []


def test_counts_summarise_the_import(imported: CodeImport) -> None:
    counts = imported.counts

    assert (counts.files, counts.parsed, counts.unparseable, counts.skipped) == (27, 26, 1, 9)
    assert counts.components == len(COMPONENTS)
    assert counts.usages == 4
    assert counts.by_framework == {"css": 1, "react": 12, "svelte": 2, "vue": 3}


def test_documents_carry_the_project_and_organization_and_no_embedding(
    imported: CodeImport,
) -> None:
    for source in imported.sources:
        assert (source.project_id, source.organization_id) == (PROJECT_ID, ORGANIZATION_ID)
        assert source.embedding is None
        assert "embedding" not in source.client_view()


def test_code_id_follows_the_documented_rule() -> None:
    code_id = make_code_id(42, "src/components/Button/Button.tsx", "Button")

    assert code_id == "42_9f868394b8256b6198f8585ce085e41c"
    assert make_code_id(43, "src/components/Button/Button.tsx", "Button") != code_id


def test_code_ids_are_stable_across_re_imports(
    imported: CodeImport, fixture_codebase: Path
) -> None:
    again = _import(fixture_codebase)

    assert [source.code_id for source in again.sources] == [
        source.code_id for source in imported.sources
    ]
    assert len({source.code_id for source in imported.sources}) == len(imported.sources)


@pytest.mark.parametrize(
    ("pack", "name"),
    [(zip_of, "acme.zip"), (tar_gz_of, "acme.tar.gz"), (zip_of, None), (tar_gz_of, None)],
)
def test_an_archive_imports_exactly_like_the_folder(
    imported: CodeImport, fixture_codebase: Path, pack: object, name: str | None
) -> None:
    assert callable(pack)
    archived = _import(pack(fixture_codebase), name)

    assert archived == imported


def test_a_wrapping_folder_in_an_archive_is_stripped(
    imported: CodeImport, fixture_codebase: Path
) -> None:
    wrapped_zip = _import(zip_of(fixture_codebase, prefix="acme-web-main/"), "acme.zip")
    wrapped_tar = _import(tar_gz_of(fixture_codebase, prefix="acme-web-main/"), "acme.tar.gz")

    assert wrapped_zip == imported
    assert wrapped_tar == imported


def test_an_archive_file_on_disk_is_read_like_its_bytes(
    imported: CodeImport, fixture_codebase: Path, tmp_path: Path
) -> None:
    archive = tmp_path / "upload.tar.gz"
    archive.write_bytes(tar_gz_of(fixture_codebase))

    assert _import(archive) == imported


def test_the_import_result_survives_a_json_round_trip_with_exact_types(
    imported: CodeImport,
) -> None:
    again = CodeImport.model_validate_json(imported.model_dump_json())

    assert again == imported
    disabled = next(prop for prop in find(again, "Button").props if prop.name == "disabled")
    assert disabled.default is False
    assert find(again, "Avatar").props[-1].default == 32


@pytest.mark.parametrize("prefix", ["", "acme-web-main/", "src/", "repo/packages/ui/"])
def test_code_ids_do_not_depend_on_folders_around_the_code_base(
    imported: CodeImport, fixture_codebase: Path, prefix: str
) -> None:
    # The same files, zipped with no top folder, with a download's wrapper folder, with a
    # folder named like a source root, and nested deeper: the same ids every time.
    again = _import(zip_of(fixture_codebase, prefix=prefix), "code.zip")

    assert {(doc.component_name, doc.code_id) for doc in again.sources} == {
        (doc.component_name, doc.code_id) for doc in imported.sources
    }


def test_a_folder_of_only_src_and_the_src_folder_itself_give_the_same_ids(
    imported: CodeImport, fixture_codebase: Path
) -> None:
    inner = _import(fixture_codebase / "src")

    assert {doc.code_id for doc in inner.sources} == {doc.code_id for doc in imported.sources}
    assert {doc.path for doc in inner.sources} == {
        doc.path.removeprefix("src/") for doc in imported.sources
    }


def test_a_named_code_source_gives_its_own_stable_ids_and_the_default_keeps_the_old_ones() -> None:
    default = make_code_id(7, "src/Button.tsx", "Button")
    web = make_code_id(7, "src/Button.tsx", "Button", "web")

    assert make_code_id(7, "src/Button.tsx", "Button", "default") == default
    assert default == "7_" + hashlib.sha256(b"7:src/Button.tsx#Button").hexdigest()[:32]
    assert web == make_code_id(7, "src/Button.tsx", "Button", "web") != default
    assert make_code_id(7, "src/Button.tsx", "Button", "design-system") not in {web, default}
