"""Sass module-system and other Sass syntax the SCSS grammar lacks: stylesheets written
for these tests parse whole, keep their classes and states, and real errors keep their
position."""

from __future__ import annotations

from guinness.code.css_parser import analyse_stylesheet
from guinness.code.sass_syntax import sass_compatible

VARIABLES = b"""@use 'sass:map';
@use '../styles/settings';
@use './tokens' as tk;
@use './mixins' as *;
@forward './helpers';

// A comment that mentions @use 'x'; and map.get stays as it is.
$chip-radius: settings.$radius-root !default;
$chip-density: ('default': 0, 'comfortable': -1, 'compact': -2) !default;
$chip-sizes: map.merge(
  (
    'small': 20px,
    'large': 40px,
  ),
  $chip-overrides
) !default;;
$chip-gap: 55% !global;
"""

RULES = b"""@use 'sass:map';
@use '../styles/tools';

@mixin chip-sizes($map: $chip-sizes) {
  @each $name, $size in $map {
    $height: map.get($map, $name);
    --chip-height: #{$height};
  }
}

@mixin focus-ring() {
  outline: 2px solid;
}

@include tools.layer('components') {
  .chip {
    height: #{$chip-height};
    min-width: calc(#{$chip-height} * 1.5);
    content: "map.get(x)";
    @include tools.border($chip-border...);
    @include focus-ring();

    > .chip__icon { opacity: .6; }

    &:hover { opacity: .9; }

    @if ($chip-outlined == true or $chip-tonal) {
      &--outlined { border: thin solid; }
    } @else if $chip-flat and not $chip-tonal {
      &--flat { box-shadow: none; }
    }

    @include tools.density('chip', $chip-density) using ($modifier) {
      padding: $modifier;
    }
  };

  @at-root (without: layer) {
    @layer chips-#{$name} {
      .chip-group:focus-visible { outline: none; }
    }
  }
}

@keyframes chip-pulse {
  0%, 40% { opacity: 1; }
  60%, 80% { opacity: .5; }
}
"""


def test_sass_module_syntax_parses_without_errors() -> None:
    facts = analyse_stylesheet(VARIABLES, "scss")

    assert facts.error is None


def test_rules_inside_module_syntax_keep_their_classes_and_states() -> None:
    facts = analyse_stylesheet(RULES, "scss")

    assert facts.error is None
    assert facts.classes == [
        "chip",
        "chip__icon",
        "chip--outlined",
        "chip--flat",
        "chip-group",
    ]
    assert facts.class_states == {"chip": ["hover"], "chip-group": ["focus-visible"]}


def test_the_rewrite_keeps_every_offset_comments_and_strings() -> None:
    rewritten = sass_compatible(RULES)

    assert len(rewritten) == len(RULES)
    assert rewritten.count(b"\n") == RULES.count(b"\n")
    assert b'content: "map.get(x)";' in rewritten
    assert b"mentions @use 'x'; and map.get stays" in sass_compatible(VARIABLES)


def test_a_real_syntax_error_is_still_reported_at_its_own_position() -> None:
    broken = VARIABLES + b".chip { color: red; }\n.chip__label { @@ }\n"
    line = VARIABLES.count(b"\n") + 2

    facts = analyse_stylesheet(broken, "scss")

    assert facts.error == f"line {line}, column 16"
    assert facts.classes[:1] == ["chip"]


def test_plain_css_is_left_as_it_is() -> None:
    css = b".a > .b:hover { color: red; }\n"

    assert sass_compatible(css) == css
