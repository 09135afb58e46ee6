"""One composition root per service: settings and adapters in, the ready service out.

``edge`` (the MCP Lambda), ``backend``, ``ai``, ``worker`` (Des2Code), ``import_job``,
``admin`` and ``migrate``. Each module has one ``build_*`` function taking the service's
settings (and, optionally, adapters a caller already holds) and a ``*_from_environment``
function for the Lambda handler. The Lambda handlers, the local stack and the tests all build
their services here, so a change to how a service is assembled is made once; nothing assigns
a module global from outside.
"""
