import React, { Component } from "react";
import PropTypes from "prop-types";

export class Tooltip extends Component {
  static defaultProps = {
    placement: "top",
    delay: 300,
  };

  static propTypes = {
    placement: PropTypes.oneOf(["top", "right", "bottom", "left"]),
    delay: PropTypes.number,
    content: PropTypes.node.isRequired,
  };

  state = { visible: false };

  render() {
    const { placement, content, children } = this.props;
    return (
      <span className="tooltip-anchor" onMouseEnter={() => this.setState({ visible: true })}>
        {children}
        {this.state.visible && <span className={`tooltip tooltip--${placement}`}>{content}</span>}
      </span>
    );
  }
}
