import React from "react";
import PropTypes from "prop-types";
import "./LegacyButton.css";

/**
 * The checkout's first button.
 * @deprecated Use `Button` instead.
 */
export default function LegacyButton({ kind, size, label, onPress }) {
  return (
    <button className={`legacy-button legacy-button--${kind} legacy-button--${size}`} onClick={onPress}>
      {label}
    </button>
  );
}

LegacyButton.propTypes = {
  kind: PropTypes.oneOf(["primary", "secondary", "danger"]),
  size: PropTypes.oneOf(["small", "large"]),
  label: PropTypes.string.isRequired,
  onPress: PropTypes.func,
};

LegacyButton.defaultProps = { kind: "primary", size: "large" };
