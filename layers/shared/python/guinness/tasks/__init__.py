"""Task context: task-graph import and the Markdown bundle of a task's upstream work.

* ``task_files`` reads Markdown task files (YAML front matter) or a JSON document;
  ``graph`` validates them into a :class:`~guinness.tasks.graph.TaskGraph` (problems
  reported, ``strict`` refuses them).
* ``assembly.assemble_bundle`` is the pure core of the task context over any task source;
  the backend's ``task_store`` (PostgreSQL) and ``task_context`` (the use case the route and
  the MCP tool call) are its adapters.
* ``code_sources`` is the interface of the code reader; the request, response and import
  result are contracts (:mod:`guinness.contracts.tasks`).

This package imports no database driver, AWS client or web framework.
"""
