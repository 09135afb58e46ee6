"""The per-project code index: its lifecycle (building → ready | failed) and its builds."""
