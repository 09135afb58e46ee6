"""Task context: task-graph import and the Markdown bundle of a task's upstream work.

* ``task_files`` reads Markdown task files (YAML front matter) or a JSON document;
  ``graph`` validates them into a :class:`~guinness.tasks.graph.TaskGraph` (problems
  reported, ``strict`` refuses them).
* ``store`` replaces a project's graph in one transaction and reads it upstream.
* ``service.assemble_task_context`` is the use case the backend route and the MCP tool
  call; ``assembly.assemble_bundle`` is its pure core over any task source.
* ``models`` holds the contracts (request, response, import result); ``code_sources``
  the interface of the code reader.

The domain modules import no database driver; ``store`` and ``service`` are the adapters.
"""
