"""Shared code of the MCP context platform, shipped to every Lambda as a layer."""
