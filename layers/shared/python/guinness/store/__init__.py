"""The AI document store: design, code, variation, graph and code-index documents."""
