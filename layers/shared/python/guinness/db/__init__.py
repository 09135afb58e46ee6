"""PostgreSQL access with pg8000: connections, migrations and the embedded dev server."""
