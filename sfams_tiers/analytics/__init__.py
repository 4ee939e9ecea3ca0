"""Polars analytics over the cold archive: what the memory forgot, when and why.

Install with ``pip install 'sfams-tiers[analytics]'``. Start from :func:`scan_archive`,
a LazyFrame over a local or S3 archive (every namespace, hive partitions, the archive's
newest-version read rule, embeddings never read unless asked for), then run a canned
query or your own Polars / SQL:

>>> import asyncio, tempfile
>>> from sfams_tiers import MemoryRecord
>>> from sfams_tiers.backends.archive import ParquetArchive
>>> archive = ParquetArchive(tempfile.mkdtemp())
>>> records = [MemoryRecord(namespace="team-a", content=c, type=t, tier="cold")
...            for c, t in [("old plan", "decision"), ("met Bo", "fact"), ("Bo is 30", "fact")]]
>>> asyncio.run(archive.put_many("team-a", records)) > 0
True
>>> volume(scan_archive(archive), "type").select("type", "records").rows()
[('fact', 2), ('decision', 1)]
>>> run_sql(scan_archive(archive), "SELECT COUNT(*) AS n FROM archive").item()
3

The CLI wraps the same functions: ``sfams analytics summary | by | sql`` and
``sfams report --out report.html`` (one self-contained HTML file, inline SVG charts).
"""

from sfams_tiers.analytics._jobs import JOB_COLUMNS, job_history, job_totals, read_job_log
from sfams_tiers.analytics._live import LIVE_SCHEMA, live_snapshot
from sfams_tiers.analytics._queries import (
    DERIVED_COLUMNS,
    NO_REASON,
    age_distribution,
    archive_reasons,
    importance_distribution,
    overview,
    restores,
    run_sql,
    supersession_chains,
    time_to_archive,
    volume,
    with_derived,
)
from sfams_tiers.analytics._report import ReportInputs, build_report, render_report
from sfams_tiers.analytics._scan import HIVE_SCHEMA, newest_rows, scan_archive, scan_schema

__all__ = [
    "DERIVED_COLUMNS",
    "HIVE_SCHEMA",
    "JOB_COLUMNS",
    "LIVE_SCHEMA",
    "NO_REASON",
    "ReportInputs",
    "age_distribution",
    "archive_reasons",
    "build_report",
    "importance_distribution",
    "job_history",
    "job_totals",
    "live_snapshot",
    "newest_rows",
    "overview",
    "read_job_log",
    "render_report",
    "restores",
    "run_sql",
    "scan_archive",
    "scan_schema",
    "supersession_chains",
    "time_to_archive",
    "volume",
    "with_derived",
]
