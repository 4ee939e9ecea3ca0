"""Prometheus metrics of one server: request latency, job runs and tier sizes.

Each app has its own registry (no process-wide state), so two apps in one process (as
in tests) keep their own counts. Tier sizes are read at scrape time from ``stats()`` of
the namespaces the server has served, so a scrape costs a few counts per namespace.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sfams_tiers._stats import MemoryStats

__all__ = ["CONTENT_TYPE", "Metrics", "RequestTimer"]

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
TIER_FIELDS = ("live", "hot", "cold", "anchored", "superseded", "expired", "pending_accesses")


class Metrics:
    """The server's collectors, on a registry of their own.

    Example:
        >>> metrics = Metrics()
        >>> metrics.job_ran("maintain", "ok")
        >>> b'sfams_jobs_total{job="maintain",outcome="ok"} 1.0' in metrics.render()
        True
    """

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.latency = Histogram(
            "sfams_http_request_duration_seconds",
            "Time to answer an HTTP request, per method, route template and status.",
            ("method", "route", "status"),
            buckets=BUCKETS,
            registry=self.registry,
        )
        self.jobs = Counter(
            "sfams_jobs",
            "Lifecycle jobs run through the server, per job and outcome.",
            ("job", "outcome"),
            registry=self.registry,
        )
        self.tiers = Gauge(
            "sfams_tier_records",
            "Memories per namespace and tier (live, hot, cold ...) at the last scrape.",
            ("namespace", "tier"),
            registry=self.registry,
        )

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        """Count one answered request."""
        self.latency.labels(method, route, str(status)).observe(seconds)

    def job_ran(self, job: str, outcome: str) -> None:
        """Count one job run (``outcome``: ok, dry_run or the error's type)."""
        self.jobs.labels(job, outcome).inc()

    async def refresh_tiers(self, stats: Iterable[Callable[[], Awaitable[MemoryStats]]]) -> None:
        """Set the tier gauges from each namespace's ``stats()``."""
        for read in stats:
            counts = await read()
            for name in TIER_FIELDS:
                self.tiers.labels(counts.namespace, name).set(getattr(counts, name))

    def render(self) -> bytes:
        """The Prometheus text exposition of every collector."""
        return generate_latest(self.registry)


class RequestTimer:
    """ASGI middleware timing each HTTP request into :attr:`Metrics.latency`.

    The route is the matched template (``/v1/namespaces/{namespace}/recall``), never the
    raw path, so ids and namespaces do not multiply the series; unmatched paths count
    as ``unmatched``.
    """

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Time the request, then record method, route, status."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 500
        started = time.perf_counter()

        async def recording(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, recording)
        finally:
            route = scope.get("route")
            template = getattr(route, "path", None)
            if template is None:
                template = "/mcp" if str(scope["path"]).startswith("/mcp") else "unmatched"
            self.metrics.observe(
                scope["method"], str(template), status, time.perf_counter() - started
            )
