import React from "react";
import PropTypes from "prop-types";
import "./LegacyButton.css";

/**
 * The old button.
 * @deprecated Use `Button` from `components/Button` instead.
 */
export default function LegacyButton(props) {
  const { kind, onPress } = props;
  return (
    <button className={`legacy-btn legacy-btn--${kind}`} onClick={onPress}>
      {props.label}
    </button>
  );
}

LegacyButton.propTypes = {
  kind: PropTypes.oneOf(["default", "danger"]),
  label: PropTypes.string.isRequired,
  onPress: PropTypes.func,
};

LegacyButton.defaultProps = {
  kind: "default",
};
