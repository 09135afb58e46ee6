"""The AI internal API: design, code and code-index documents over the document store."""
