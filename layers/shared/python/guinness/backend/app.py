"""The backend internal API as a FastAPI app (uvicorn locally, Mangum in Lambda)."""

from __future__ import annotations

from collections.abc import Callable

from fastapi import FastAPI

from guinness.backend.context import BackendContext
from guinness.backend.routes.deletion import deletion_router
from guinness.backend.routes.des2code import des2code_router
from guinness.backend.routes.imports import imports_router
from guinness.backend.routes.sources import sources_router
from guinness.backend.routes.tasks import tasks_router
from guinness.backend.scope import scope_dependency
from guinness.web.correlation import CorrelationMiddleware
from guinness.web.errors import install_error_handlers


def create_backend_app(context: BackendContext, *, internal_api_key: Callable[[], str]) -> FastAPI:
    """The backend app; every ``/internal`` route checks ``X-API-Key`` and the project scope."""
    app = FastAPI(title="Guinness backend internal API", docs_url=None, redoc_url=None)
    install_error_handlers(app, context.logger)
    app.add_middleware(CorrelationMiddleware, logger=context.logger)
    scope = scope_dependency(context.database, internal_api_key)
    app.include_router(imports_router(context, scope))
    app.include_router(sources_router(context, scope))
    app.include_router(des2code_router(context, scope))
    app.include_router(tasks_router(context, scope))
    app.include_router(deletion_router(context, scope, internal_api_key))

    @app.get("/healthz", include_in_schema=False)
    def health() -> dict[str, str]:
        return {"status": "ok"}

    return app
