"""Des2Code: which code components implement each component instance of a design."""
