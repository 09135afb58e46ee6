from __future__ import annotations

import itertools
from datetime import UTC, datetime

from guinness.code.documents import ComponentReference
from guinness.contracts.des2code import Des2CodeArtifact
from guinness.matching import MatcherSettings, build_index, match_design
from tests.unit.matching.factories import (
    component,
    design,
    flag,
    instance,
    match_all,
    match_one,
    node_prop,
    signals,
    story,
    text_prop,
    union,
)

SIZES = union("size", "sm", "md", "lg", default="md")


def test_an_instance_matches_the_component_named_like_its_set() -> None:
    match = match_one(
        instance("Button", variant={"Size": "Large"}),
        component("Button", props=[SIZES]),
        component("Card"),
    )

    assert (match.matched, match.code_component) == (True, "Button")
    assert match.code_path == "src/components/Button/Button.tsx"
    assert match.confidence >= 0.8
    assert signals(match)["name"] == 0.72


def test_abbreviated_and_slash_path_names_match() -> None:
    match = match_one(instance("Btn / Primary", is_set=True), component("Button"))

    assert match.code_component == "Button"
    assert "abbreviation" in match.evidence[0].detail


def test_synonym_names_match() -> None:
    sources = [
        component("Tag"),
        component("Toast"),
        component("TextField"),
        component("Navbar"),
        component("Select"),
        component("Alert"),
        component("Kbd"),
        component("Header"),
    ]

    for design_name, code_name in [
        ("Chip", "Tag"),
        ("Snackbar", "Toast"),
        ("Text input", "TextField"),
        ("Nav bar", "Navbar"),
        ("Dropdown", "Select"),
        ("Notice", "Alert"),
        ("Shortcut key", "Kbd"),
        ("Top nav", "Header"),
    ]:
        assert match_one(instance(design_name, is_set=True), *sources).code_component == code_name


def test_a_renamed_export_is_matched_through_its_alias() -> None:
    dialog = component("Dialog", export_names=["Dialog", "Overlay"], aliases=["Overlay"])

    match = match_one(instance("Overlay", is_set=True), dialog)

    assert match.code_component == "Dialog"
    assert match.evidence[0].signal == "alias"


def test_a_button_group_does_not_stand_in_for_a_button() -> None:
    group = component("ButtonGroup", props=[union("orientation", "horizontal", "vertical")])
    button = component("Button", props=[SIZES, flag("disabled")])
    item = instance("Button", variant={"Size": "Large", "State": "Disabled"})

    alone = match_one(item, group)
    both = match_one(item, group, button)

    assert not alone.matched
    assert alone.unmatched_reason is not None
    assert "ButtonGroup" in alone.unmatched_reason
    assert both.code_component == "Button"


def test_a_deprecated_component_loses_to_the_current_one() -> None:
    legacy = component("LegacyButton", props=[union("kind", "default", "danger")], deprecated=True)
    old = component(
        "Button",
        "src/legacy/Button/Button.tsx",
        deprecated=True,
        deprecation="use src/components/Button",
    )
    current = component("Button", props=[SIZES])

    match = match_one(instance("Button", variant={"Size": "Small"}), legacy, old, current)

    assert match.code_path == "src/components/Button/Button.tsx"
    assert {candidate.component_name for candidate in match.alternatives} == {
        "Button",
        "LegacyButton",
    }


def test_an_internal_base_component_is_ranked_below_the_public_one_extending_it() -> None:
    # Same name evidence either way: `Button` in the base's folder, the base exported nowhere.
    base = component(
        "Button",
        "src/button/BaseButton.vue",
        props=[SIZES],
        export_names=[],
        internal=True,
    )
    public = component("Button", "src/button/Button.vue", props=[SIZES])

    match = match_one(instance("Button", variant={"Size": "Small"}), base, public)

    assert match.code_path == "src/button/Button.vue"
    assert [candidate.code_id for candidate in match.alternatives] == [base.code_id]
    assert signals(match).get("internal") is None


def test_a_context_provider_is_ranked_below_the_component_it_configures() -> None:
    # The button's own props (its recipe's) and a children slot the text lands in.
    provider = component(
        "ButtonPropsProvider",
        "src/button/button.tsx",
        kind="provider",
        props=[SIZES, node_prop("children")],
    )
    button = component("Button", "src/button/button.tsx", props=[SIZES])

    pay = instance("Button", variant={"Size": "Small"}, texts={"Label": "Pay"})
    match = match_one(pay, provider, button)

    assert match.code_component == "Button"
    assert [candidate.component_name for candidate in match.alternatives] == ["ButtonPropsProvider"]


def test_the_root_part_of_a_namespace_is_the_component_a_design_names_after_it() -> None:
    # `Alert.Root`, `Alert.Title`, `Alert.Indicator` in components/alert/alert.tsx.
    path = "src/components/alert/alert.tsx"
    parts = [
        component(f"Alert{part}", path, export_names=[f"Alert.{part}", f"Alert{part}"])
        for part in ("Indicator", "Title", "Root")
    ]

    match = match_one(instance("Alert", variant={"Type": "Error"}), *parts)

    assert match.code_component == "AlertRoot"


def test_the_implementation_file_is_reported_never_the_barrel() -> None:
    barrel = component("Card", "src/components/Card/index.ts")
    implementation = component("Card", "src/components/Card/Card.tsx")

    match = match_one(instance("Card", is_set=True), barrel, implementation)

    assert match.code_path == "src/components/Card/Card.tsx"


def test_enclosing_frames_pick_between_components_of_the_same_name() -> None:
    page_header = component("Header", "src/components/Page/components/Header/Header.tsx")
    modal_header = component("Header", "src/components/Modal/components/Header/Header.tsx")

    match = match_one(
        instance("Header", is_set=True, path=["Checkout", "Remove items modal"]),
        page_header,
        modal_header,
    )

    assert match.code_path == "src/components/Modal/components/Header/Header.tsx"
    assert signals(match)["context"] > 0


def test_a_nested_instance_prefers_the_component_its_parent_renders() -> None:
    header = component("AppHeader", imports=["SearchField"])
    filters = component("FilterPanel", imports=["SearchField"])
    header_search = component(
        "SearchField", "src/components/AppHeader/SearchField.tsx", props=[text_prop("placeholder")]
    )
    filter_search = component("SearchField", "src/components/FilterPanel/SearchField.tsx")
    sources = [header, filters, header_search, filter_search]
    resolved = [
        source.model_copy(
            update={
                "imports": [
                    reference.model_copy(update={"code_id": header_search.code_id})
                    if source is header
                    else reference.model_copy(update={"code_id": filter_search.code_id})
                    for reference in source.imports
                ]
            }
        )
        for source in sources
    ]
    document = design(
        instance("Filter panel", node_id="1:1", is_set=True),
        instance("Search field", node_id="1:2", is_set=True, parent_instance_id="1:1"),
    )

    nested = match_all(document, *resolved).usage_matches[1]

    assert nested.code_path == "src/components/FilterPanel/SearchField.tsx"
    assert signals(nested)["graph"] > 0


def test_nested_instances_confirm_the_component_graph() -> None:
    card = component("Card", imports=["Badge", "Button"])
    plain_card = component("Card", "src/legacy/Card/Card.tsx")
    document = design(
        instance("Card", node_id="1:1", is_set=True),
        instance("Badge", node_id="1:2", is_set=True, parent_instance_id="1:1"),
    )

    match = match_all(document, card, plain_card, component("Badge")).usage_matches[0]

    assert match.code_path == "src/components/Card/Card.tsx"
    assert "Badge" in next(item.detail for item in match.evidence if item.signal == "graph")


def test_stories_and_tests_count_as_usage_evidence() -> None:
    used = component(
        "Button",
        props=[SIZES],
        usages=[story("src/components/Button/Button.stories.tsx", size="lg")],
    )

    match = match_one(instance("Button", variant={"Size": "Large"}), used)

    detail = next(item.detail for item in match.evidence if item.signal == "usage")
    assert "Button.stories.tsx" in detail
    assert "size='lg'" in detail


def test_embedding_retrieval_finds_misspelt_names() -> None:
    match = match_one(instance("Pagnation", is_set=True), component("Pagination"))

    assert match.code_component == "Pagination"
    assert signals(match)["vector"] > 0


def test_an_instance_with_nothing_similar_stays_unmatched_with_a_reason() -> None:
    match = match_one(instance("Rating", variant={"Stars": "4"}), component("Button"))

    assert not match.matched
    assert match.code_id is None
    assert match.suggested_props == {}
    assert match.unmatched_reason is not None
    assert match.unmatched_reason.startswith("no code component has a name like 'Rating'")


def test_min_confidence_decides_what_is_too_weak_to_link() -> None:
    item = instance("Play button", is_set=True)
    button = component("Button")

    lenient, strict = (
        match_design(
            design(item), build_index([button]), config=MatcherSettings(min_confidence=threshold)
        ).usage_matches[0]
        for threshold in (0.5, 0.99)
    )

    assert lenient.matched
    assert not strict.matched
    assert strict.unmatched_reason is not None
    assert "below min_confidence 0.99" in strict.unmatched_reason


def test_equal_scores_are_broken_by_code_id() -> None:
    first = component("Chip", "src/a/Chip.tsx")
    second = component("Chip", "src/b/Chip.tsx")

    match = match_one(instance("Chip", is_set=True), first, second)

    assert match.code_id == min(first.code_id, second.code_id)
    assert any(item.signal == "ambiguity" for item in match.evidence)


def test_alternatives_are_at_most_three_runners_up() -> None:
    sources = [
        component(name)
        for name in ("Button", "IconButton", "ButtonGroup", "ButtonBase", "LinkButton")
    ]

    match = match_one(instance("Button", is_set=True), *sources)

    assert len(match.alternatives) == 3
    assert match.code_id not in {candidate.code_id for candidate in match.alternatives}
    scores = [candidate.score for candidate in match.alternatives]
    assert scores == sorted(scores, reverse=True)


def test_output_is_the_same_for_the_same_inputs_in_any_order() -> None:
    sources = [
        component("Button", props=[SIZES, flag("disabled")]),
        component("Card", imports=["Button"]),
        component("Tag", props=[union("tone", "info", "danger")]),
    ]
    document = design(
        instance("Card", node_id="1:1", is_set=True),
        instance("Button", node_id="1:2", variant={"Size": "Large"}, parent_instance_id="1:1"),
        instance("Chip", node_id="1:3", variant={"Tone": "Danger"}),
    )
    clock = itertools.count().__next__

    runs = [
        match_design(document, build_index(order), clock=lambda: float(clock()))
        for order in (sources, list(reversed(sources)))
    ]

    assert runs[0].usage_matches == runs[1].usage_matches
    assert runs[0].matched_codes == runs[1].matched_codes


def test_matched_codes_count_the_instances_each_component_implements() -> None:
    document = design(
        instance("Button", node_id="1:1", variant={"Size": "Large"}),
        instance("Button", node_id="1:2", variant={"Size": "Small"}),
        instance("Card", node_id="1:3", is_set=True),
    )

    result = match_all(document, component("Button", props=[SIZES]), component("Card"))

    codes = {code.component_name: code for code in result.matched_codes}
    assert codes["Button"].instances == 2
    assert codes["Card"].instances == 1
    assert result.matched_codes[0].component_name == "Button"
    assert codes["Button"].evidence
    assert codes["Button"].best_score >= codes["Button"].mean_score


def test_diagnostics_configuration_and_models_are_filled_from_an_injected_clock() -> None:
    ticks = iter([10.0, 10.5, 10.75, 11.0])
    document = design(
        instance("Button", node_id="1:1", is_set=True),
        instance("Rating", node_id="1:2", is_set=True),
    )
    index = build_index([component("Button"), component("Card")])

    result = match_design(
        document, index, config=MatcherSettings(min_confidence=0.65), clock=lambda: next(ticks)
    )

    diagnostics = result.retrieval_diagnostics
    assert (diagnostics.code_components, diagnostics.instances) == (2, 2)
    assert diagnostics.candidates_considered >= 2
    assert diagnostics.timings_ms == {
        "embed": 500.0,
        "retrieval": 250.0,
        "scoring": 250.0,
        "total": 1000.0,
    }
    assert (result.usage_diagnostics.matched, result.usage_diagnostics.unmatched) == (1, 1)
    assert result.usage_diagnostics.unmatched_nodes[0].node_id == "1:2"
    assert result.matcher_config.min_confidence == 0.65
    assert result.matcher_config.weights["name"] > 0
    assert result.model_summary == index.model_summary
    assert result.model_summary.embedding_dims == 256


def test_a_result_fills_a_valid_success_artifact() -> None:
    result = match_all(
        design(instance("Button", variant={"Size": "Large"})),
        component("Button", props=[SIZES, node_prop("children")]),
    )

    artifact = Des2CodeArtifact(
        status="success",
        request_id="0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b",
        design_id="42_FileKey_0:1",
        project_id=42,
        organization_id=7,
        code_index_id="index-1",
        matched_codes=result.matched_codes,
        usage_matches=result.usage_matches,
        retrieval_diagnostics=result.retrieval_diagnostics,
        usage_diagnostics=result.usage_diagnostics,
        matcher_config=result.matcher_config,
        model_summary=result.model_summary,
        processed_at=datetime(2025, 1, 1, tzinfo=UTC),
    )

    assert artifact.usage_matches[0].suggested_props == {"size": "lg"}


def test_an_empty_design_or_an_empty_index_gives_valid_results() -> None:
    no_instances = match_all(design(), component("Button"))
    no_code = match_all(design(instance("Button", is_set=True)))

    assert no_instances.usage_matches == []
    assert no_instances.retrieval_diagnostics.instances == 0
    assert not no_code.usage_matches[0].matched
    assert no_code.usage_matches[0].unmatched_reason == (
        "the code index has no component to compare it with"
    )


def test_a_path_name_that_joins_to_a_compound_code_name_matches_the_compound() -> None:
    # `Btn / Icon` explains `IconButton` whole; `Icon` and `Button` explain one segment each.
    icon_button = component("IconButton")
    icon = component("Icon")
    button = component("Button")

    match = match_one(instance("Btn / Icon", is_set=True), button, icon, icon_button)

    assert match.code_component == "IconButton"


def test_a_file_name_belongs_to_the_component_named_like_it_not_its_neighbours() -> None:
    # avatar.tsx holds Avatar and AvatarGroup; the group takes sizes the design's avatar has.
    path = "src/components/ui/avatar.tsx"
    avatar = component("Avatar", path)
    group = component("AvatarGroup", path, props=[union("size", "sm", "md")])

    match = match_one(instance("Avatar", variant={"Size": "Small"}), group, avatar)

    assert match.code_component == "Avatar"


def test_segments_of_a_figma_name_that_are_values_fill_the_props_they_name() -> None:
    status = component("ShipmentStatus", props=[union("status", "on-time", "delayed", "lost")])
    button = component("Button", props=[union("variant", "primary", "ghost"), SIZES])

    delayed = match_one(instance("Shipment status / Delayed", is_set=True), status)
    large = match_one(instance("Button Primary Large", is_set=True), button)

    assert (delayed.code_component, delayed.suggested_props) == (
        "ShipmentStatus",
        {"status": "delayed"},
    )
    assert signals(delayed)["name_value"] > 0
    assert large.suggested_props == {"variant": "primary", "size": "lg"}


def test_the_chosen_answer_is_never_less_confident_than_an_alternative_beside_it() -> None:
    close = [component("Button"), component("Button", "src/legacy/Button.tsx"), component("Badge")]

    match = match_one(instance("Button", variant={"Size": "Small"}), *close)

    assert match.alternatives
    assert all(match.confidence >= item.score for item in match.alternatives)


def test_confidence_is_a_probability_rising_with_the_score_and_the_lead() -> None:
    calibration = MatcherSettings().calibration
    assert calibration is not None

    low, high = calibration.probability(0.3, 0.1), calibration.probability(0.8, 0.1)
    behind, ahead = calibration.probability(0.6, -0.2), calibration.probability(0.6, 0.2)

    assert 0.0 < low < high < 1.0
    assert behind < ahead


def test_an_internal_base_never_outranks_the_public_component_that_renders_it() -> None:
    # Both named like the design; the base declares the props, the public one wraps it.
    base = component("Chip", "src/chip/BaseChip.tsx", props=[SIZES], internal=True)
    public = component("Chip", "src/chip/Chip.tsx").model_copy(
        update={"imports": [ComponentReference(name="Chip", code_id=base.code_id)]}
    )

    match = match_one(instance("Chip", variant={"Size": "Small"}), base, public)

    assert match.code_path == "src/chip/Chip.tsx"
    assert match.confidence >= match.alternatives[0].score


def test_one_item_of_a_plural_container_is_what_a_design_calls_by_the_singular() -> None:
    path = "src/components/ui/tabs.tsx"
    tabs = component("Tabs", path)
    trigger = component("TabsTrigger", path, props=[flag("active")])

    match = match_one(instance("Tab", variant={"State": "Active"}), tabs, trigger)

    assert match.code_component == "TabsTrigger"


def test_a_part_named_after_its_file_goes_by_the_part_inside_its_family() -> None:
    dialog_file = "src/components/ui/dialog.tsx"
    dialog = component("Dialog", dialog_file)
    dialog_header = component("DialogHeader", dialog_file)
    app_header = component("AppHeader", "src/components/app-header.tsx")
    modal = instance("Modal", is_set=True, node_id="1:1")
    header = instance("Header", is_set=True, node_id="I1:1;2:1", parent_instance_id="1:1")

    _, nested = match_all(design(modal, header), dialog, dialog_header, app_header).usage_matches

    assert nested.code_component == "DialogHeader"


def test_an_internal_styled_part_is_never_a_candidate() -> None:
    part = component("Crumb", "src/components/Breadcrumbs/Breadcrumbs.styled.ts", kind="styled")
    part = part.model_copy(update={"internal": True})
    item = component("BreadcrumbItem", "src/components/Breadcrumbs/BreadcrumbItem.tsx")

    match = match_one(instance("Crumb", is_set=True), part, item)

    assert match.code_component != "Crumb"
    assert all(candidate.component_name != "Crumb" for candidate in match.alternatives)
