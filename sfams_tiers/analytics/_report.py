"""One self-contained HTML report of the archive: charts, key numbers, recent history.

:func:`render_report` is pure (frames and ``now`` in, an HTML string out); the charts
are inline SVG drawn here (``_charts``), the styles are inline, and nothing is loaded
from anywhere: the file opens offline, without JavaScript. :func:`build_report` reads
what it needs (the archive without embeddings, the raw bookkeeping rows, the job log,
and the live tiers when given) and renders.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from html import escape
from typing import Any, Final

import polars as pl

from sfams_tiers._tiers import ALL_VIEWERS, Tiers
from sfams_tiers.analytics import _charts as charts
from sfams_tiers.analytics._jobs import job_history, job_totals, read_job_log
from sfams_tiers.analytics._live import LIVE_SCHEMA, live_snapshot
from sfams_tiers.analytics._queries import (
    age_distribution,
    archive_reasons,
    importance_distribution,
    overview,
    restores,
    supersession_chains,
    time_to_archive,
    volume,
)
from sfams_tiers.analytics._scan import scan_archive
from sfams_tiers.backends.archive import ParquetArchive

__all__ = ["ReportInputs", "build_report", "render_report"]

_RAW_COLUMNS: Final = ("namespace", "id", "version", "deleted", "type", "content", "written_at")


@dataclass(frozen=True)
class ReportInputs:
    """Everything a report shows, already read.

    Attributes:
        archived: Newest live archive rows (``scan_archive(...).collect()``).
        raw: Every archive row with at least the columns of :func:`restores`.
        jobs: The job history (:func:`job_history`).
        live: The live snapshot of the same namespaces, or None to leave it out.
        source: Where the archive is (shown in the header).
        now: The report's time (ages are measured to it).
    """

    archived: pl.DataFrame
    raw: pl.DataFrame
    jobs: pl.DataFrame
    live: pl.DataFrame | None
    source: str
    now: datetime


_CSS: Final = """
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f4f5f8; color: #1f2937;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
    "Liberation Sans", "DejaVu Sans", sans-serif; font-variant-numeric: tabular-nums; }
header { background: linear-gradient(120deg, #27326b, #4f6bed); color: #fff;
  padding: 36px 0 64px; }
.wrap { max-width: 1160px; margin: 0 auto; padding: 0 28px; }
h1 { margin: 0 0 6px; font-size: 30px; letter-spacing: -0.01em; font-weight: 700; }
header p { margin: 0; opacity: 0.85; }
.tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: 14px; margin-top: -40px; }
.tile { background: #fff; border-radius: 12px; padding: 16px 18px;
  box-shadow: 0 1px 2px rgba(16,24,40,.06), 0 4px 14px rgba(16,24,40,.06); }
.tile b { display: block; font-size: 28px; line-height: 1.2; font-weight: 700; }
.tile span { color: #6b7280; font-size: 13px; }
.grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 18px;
  align-items: start; margin: 18px 0; }
.card { background: #fff; border-radius: 12px; padding: 18px 20px 14px;
  box-shadow: 0 1px 2px rgba(16,24,40,.06), 0 4px 14px rgba(16,24,40,.06); min-width: 0; }
.card.wide { grid-column: 1 / -1; }
h2 { font-size: 16px; margin: 0 0 2px; font-weight: 650; }
.card p.note { margin: 0 0 12px; color: #6b7280; font-size: 13px; }
svg.chart { display: block; font-family: inherit; }
table { border-collapse: collapse; width: 100%; font-size: 13.5px; }
th { text-align: left; color: #6b7280; font-weight: 600; font-size: 12px;
  text-transform: uppercase; letter-spacing: .04em; border-bottom: 1px solid #e5e7eb;
  padding: 6px 8px; }
td { padding: 7px 8px; border-bottom: 1px solid #f0f1f4; vertical-align: top; }
td.num, th.num { text-align: right; white-space: nowrap; }
td.text { max-width: 380px; overflow-wrap: anywhere; }
code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px;
  color: #4b5563; }
.pill { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px;
  background: #eef1fd; color: #3446b5; white-space: nowrap; }
.pill.bad { background: #fdecef; color: #b42345; }
.empty { color: #6b7280; font-style: italic; margin: 8px 0; }
footer { color: #6b7280; font-size: 12.5px; padding: 8px 0 36px; }
@media (max-width: 820px) { .grid { grid-template-columns: 1fr; } }
@media print { body { background: #fff; } .card, .tile { box-shadow: none;
  border: 1px solid #e5e7eb; } }
"""


def _n(value: float | None) -> str:
    return "-" if value is None else f"{value:,.0f}"


def _days(value: float) -> str:
    if value < 1:
        return f"{value * 24:.1f} h"
    return f"{value:,.1f} d"


def _when(value: datetime | None) -> str:
    return "-" if value is None else value.strftime("%Y-%m-%d %H:%M")


def _short(text: str | None, chars: int = 90) -> str:
    if text is None:
        return "-"
    return text if len(text) <= chars else text[: chars - 1] + "\u2026"


def _card(title: str, note: str, body: str, *, wide: bool = False) -> str:
    return (
        f'<section class="card{" wide" if wide else ""}"><h2>{escape(title)}</h2>'
        f'<p class="note">{escape(note)}</p>{body}</section>'
    )


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]], numeric: set[int]) -> str:
    if not rows:
        return '<p class="empty">Nothing to show yet.</p>'
    head = "".join(
        f'<th class="num">{escape(h)}</th>' if i in numeric else f"<th>{escape(h)}</th>"
        for i, h in enumerate(headers)
    )
    body = []
    for row in rows:
        cells = []
        for i, value in enumerate(row):
            cls = "num" if i in numeric else "text"
            html = value if isinstance(value, Markup) else escape(str(value))
            cells.append(f'<td class="{cls}">{html}</td>')
        body.append(f"<tr>{''.join(cells)}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


class Markup(str):
    """Table cell text that is already HTML (escaped by whoever built it)."""

    __slots__ = ()


def _tiles(inputs: ReportInputs, chains: pl.DataFrame, back: pl.DataFrame) -> str:
    archived = inputs.archived
    jobs = inputs.jobs
    tiles = [
        (_n(archived.height), "memories in the archive"),
        (_n(archived["namespace"].n_unique() if archived.height else 0), "namespaces"),
    ]
    if inputs.live is not None:
        hot = int((inputs.live["tier"] == "hot").sum())
        tiles.append((_n(inputs.live.height), f"live now ({hot:,} hot)"))
    restored = int(jobs["restored"].sum()) if jobs.height else 0
    tiles += [
        (
            _n(int(back["restores"].sum()) if back.height else 0),
            f"restores in the files ({restored:,} restored by jobs)",
        ),
        (_n(chains.height), "supersession chains"),
        (_n(jobs.height), "job runs logged"),
    ]
    return '<div class="tiles">' + "".join(
        f'<div class="tile"><b>{escape(v)}</b><span>{escape(k)}</span></div>' for v, k in tiles
    ) + "</div>"  # fmt: skip


def _every_month(months: pl.DataFrame) -> pl.DataFrame:
    """``month``, ``records`` with the months that archived nothing filled in as 0."""
    if not months.height:
        return pl.DataFrame(schema={"month": pl.Date, "records": pl.Int64})
    first, last = months["month"].min(), months["month"].max()
    if not isinstance(first, date) or not isinstance(last, date):  # only null months
        return months.select("month", "records")
    span = pl.date_range(first, last, "1mo", eager=True)
    return (
        pl.DataFrame({"month": span})
        .join(months.select("month", "records"), on="month", how="left")
        .with_columns(pl.col("records").fill_null(0))
    )


def render_report(inputs: ReportInputs) -> str:
    """The report as one HTML document (inline CSS and SVG; no scripts, no links out).

    Example:
        >>> from datetime import UTC
        >>> from sfams_tiers.analytics import scan_schema
        >>> empty = ReportInputs(pl.DataFrame(schema=scan_schema()), pl.DataFrame(
        ...     schema=scan_schema()), job_history([]), None, "/tmp/archive",
        ...     datetime(2026, 1, 5, tzinfo=UTC))
        >>> html = render_report(empty)
        >>> html.startswith("<!DOCTYPE html>"), "<script" in html, "http" in html.replace(
        ...     'xmlns="http://www.w3.org/2000/svg"', "")
        (True, False, False)
    """
    archived, now = inputs.archived, inputs.now
    chains = supersession_chains(archived)
    back = restores(inputs.raw)
    months = volume(archived, "month") if archived.height else pl.DataFrame()
    types = volume(archived, "type") if archived.height else pl.DataFrame()
    agents = volume(archived, "agent") if archived.height else pl.DataFrame()
    reasons = archive_reasons(archived, by="reason_kind")
    importance = importance_distribution(archived)
    ages = age_distribution(archived, now)
    live_time = time_to_archive(archived)
    spaces = overview(archived)

    def pairs(
        frame: pl.DataFrame, label: str, value: str, limit: int = 12
    ) -> list[tuple[str, float]]:
        if not frame.height:
            return []
        return [(str(a) if a is not None else "(none)", float(b))
                for a, b in frame.select(label, value).head(limit).iter_rows()]  # fmt: skip

    month_items = [(m.strftime("%b %Y"), float(r)) for m, r in _every_month(months).iter_rows()]
    cards = [
        _card("Archived per month", "When memories left the live tiers (archived_at).",
              charts.columns(month_items, title="archived per month"), wide=len(month_items) > 6),
        _card("By type", "What kind of memories were forgotten.",
              charts.hbars(pairs(types, "type", "records"), title="archived by type")),
        _card("Why they were archived", "The policy's or the caller's reason.",
              charts.hbars(pairs(reasons, "reason", "records", 10), title="archive reasons",
                           color=charts.PALETTE[2], label_chars=34)),
        _card("By author", "Which agent wrote the memories that were archived.",
              charts.hbars(pairs(agents, "agent", "records", 10), title="archived by agent",
                           color=charts.PALETTE[4])),
        _card("Importance when archived", "Share of archived memories per importance band.",
              charts.columns(pairs(importance, "label", "records", 20),
                             title="importance distribution", color=charts.PALETTE[3])),
        _card("Age today", f"How long ago the archived memories were created (to {now:%Y-%m-%d}).",
              charts.columns(pairs(ages, "label", "records", 20), title="age distribution",
                             color=charts.PALETTE[5])),
        _card("How long memories stay live", "Days from creation to archiving per type: "
              "dot = median, band = fastest to 90th percentile.",
              charts.ranges([(t, lo, mid, hi) for t, lo, mid, hi in live_time.select(
                  "type", "min_days", "median_days", "p90_days").head(12).iter_rows()],
                  title="time to archive", fmt=_days)),
    ]  # fmt: skip
    if inputs.jobs.height:
        totals = job_totals(inputs.jobs)
        cards.append(_card("Jobs that ran", "Records moved per job kind (from the job log).",
                           charts.hbars(pairs(totals, "job", "moved"), title="moved per job",
                                        color=charts.PALETTE[1])))  # fmt: skip
    tables = [
        _card("Namespaces", "What each namespace's archive holds.", _table(
            ["namespace", "records", "types", "agents", "mean importance", "first archived",
             "last archived"],
            [(ns, _n(r), t, a, f"{imp:.2f}" if imp is not None else "-", _when(f), _when(la))
             for ns, r, t, a, imp, f, la in spaces.iter_rows()], {1, 2, 3, 4}), wide=True),
        _card("Supersession chains", "Memories replaced by newer ones, followed to the newest.",
              _table(["length", "first version", "newest version", "namespace"],
                     [(ln, _short(sc, 60), Markup(escape(_short(nc, 60)) if arch else
                       f'<span class="pill">live</span> <code>{escape(nw[:13])}\u2026</code>'), ns)
                      for ns, _s, nw, ln, arch, sc, nc in chains.head(10).iter_rows()], {0})),
        _card("Most restored", "Tombstoned, then archived again (certain restores); "
              "removals include hard deletes.",
              _table(["restores", "removals", "type", "content", "now"],
                     [(r, rm, t or "-", _short(c, 60), Markup(
                         '<span class="pill">archived</span>' if ina
                         else '<span class="pill bad">out</span>'))
                      for _ns, _i, r, rm, _a, ina, t, c, _w in back.head(10).iter_rows()],
                     {0, 1})),
        _card("Recent jobs", "The newest runs in the job log.", _table(
            ["finished", "job", "namespace", "moved", "seconds", "errors"],
            [(_when(f), j, ns, d or "-", f"{s:.2f}", Markup(
                f'<span class="pill bad">{e}</span>' if e else "0"))
             for f, j, ns, d, s, e in inputs.jobs.select(
                 "finished_at", "job", "namespace", "moved_detail", "seconds", "errors"
             ).head(15).iter_rows()], {4, 5}), wide=True),
    ]  # fmt: skip
    if not archived.height:
        cards = [_card("Nothing archived yet", "The archive holds no memories for these "
                       "namespaces; run `sfams jobs maintain` to let the policy archive some.",
                       "", wide=True)]  # fmt: skip
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>sfams archive report</title>"
        f"<style>{_CSS}</style></head><body>"
        '<header><div class="wrap"><h1>What the memory forgot</h1>'
        f'<p>Archive at <code style="color:#dfe5ff">{escape(inputs.source)}</code> '
        f"&middot; report of {now:%Y-%m-%d %H:%M} UTC</p></div></header>"
        f'<main class="wrap">{_tiles(inputs, chains, back)}'
        f'<div class="grid">{"".join(cards)}</div>'
        f'<div class="grid">{"".join(tables)}</div></main>'
        '<footer class="wrap">Generated by <b>sfams report</b>. Archive rows follow the '
        "archive's read rule (newest version per id, deleted ids left out); restores count "
        "the history still in the files (compaction drops it), the job log keeps the "
        "totals.</footer></body></html>"
    )


async def build_report(
    archive: ParquetArchive,
    *,
    now: datetime,
    namespaces: Sequence[str] | None = None,
    tiers: Tiers | None = None,
    viewer: str | None = ALL_VIEWERS,
) -> str:
    """Read the archive (and the live tiers, when given) and render the report.

    Args:
        archive: The archive to report on.
        now: The report's time.
        namespaces: Only these namespaces; None for every namespace with data.
        tiers: Open tiers for the live snapshot (the same namespaces), or None.
        viewer: Whose view, as in :func:`~sfams_tiers.analytics.scan_archive` (default:
            every memory, for operators).

    Returns:
        The HTML document.
    """

    def read() -> tuple[pl.DataFrame, pl.DataFrame, pl.DataFrame]:
        archived = scan_archive(archive, namespace=namespaces, viewer=viewer).collect()
        every = scan_archive(archive, namespace=namespaces, newest=False, viewer=viewer)
        raw = every.select(_RAW_COLUMNS).collect()
        entries = read_job_log(archive)
        if namespaces is not None:
            entries = [e for e in entries if e.get("namespace") in set(namespaces)]
        return archived, raw, job_history(entries)

    archived, raw, jobs = await asyncio.to_thread(read)
    live = None
    if tiers is not None:
        names = list(namespaces) if namespaces is not None else sorted(
            set(await tiers.warm.namespaces()) | set(archived["namespace"].unique().to_list())
        )  # fmt: skip
        frames = [await live_snapshot(tiers, ns, viewer=viewer) for ns in names]
        live = pl.concat(frames) if frames else pl.DataFrame(schema=LIVE_SCHEMA)
    return render_report(ReportInputs(archived, raw, jobs, live, archive.url, now))
