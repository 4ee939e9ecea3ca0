"""The HTML report: rendered from small archives, then opened in headless Chromium.

Chromium (Debian package ``chromium``) is installed by the test command when missing
(``make test`` under SFAMS_REQUIRE_SERVICES=1); without it this fails under that
variable and skips otherwise, like every other service the suite needs.
"""

from __future__ import annotations

import asyncio
import re
import shutil
import subprocess
import tempfile
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from support.cold_parquet import ArchiveTarget, open_target
from support.services import unavailable

from sfams_tiers import (
    FixedClock,
    InMemoryArchive,
    InMemoryHotTier,
    InMemoryWarmTier,
    MemoryRecord,
    Tiers,
)
from sfams_tiers.analytics import build_report
from sfams_tiers.analytics._charts import axis_ticks, columns, hbars, ranges

T0 = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)
DAY = timedelta(days=1)
SVG_NS = 'xmlns="http://www.w3.org/2000/svg"'


@pytest.fixture
async def local(request: pytest.FixtureRequest) -> AsyncIterator[ArchiveTarget]:
    async with open_target("local", request) as found:
        yield found


async def filled(target: ArchiveTarget) -> tuple[str, Tiers]:
    archive = target.open_archive(clock=FixedClock(T0))
    newer = MemoryRecord(namespace="team-a", content="Launch is on 3 March", type="deadline",
                         created_at=T0 - 5 * DAY, archived_at=T0 - DAY, tier="cold",
                         archive_reason="superseded")  # fmt: skip
    records = [
        MemoryRecord(
            namespace="team-a", content=f"note {i} <b>not bold</b>", type=t, agent=a,
            importance=i / 20, created_at=T0 - (i * 9 + 1) * DAY,
            archived_at=T0 - (i % 3) * 31 * DAY, tier="cold",
            archive_reason=f"score 0.0{i % 9} < archive threshold 0.15",
        )
        for i, (t, a) in enumerate([("fact", "ann"), ("dialogue", "bob"), ("goal", "ann")] * 6)
    ]  # fmt: skip
    old = MemoryRecord(namespace="team-a", content="Launch is on 1 March", type="deadline",
                       created_at=T0 - 9 * DAY, archived_at=T0 - DAY, tier="cold",
                       superseded_by=newer.id, archive_reason="superseded")  # fmt: skip
    await archive.put_many("team-a", [*records, old, newer])
    await archive.put_many("team-b", [MemoryRecord(namespace="team-b", content="b", tier="cold")])
    await archive.delete_many("team-a", [records[0].id])
    await archive.put_many("team-a", [records[0]])  # restored, then archived again
    await archive.append_job_log({"job": "maintain", "namespace": "team-a",
                                  "moved": {"archive": 20}, "seconds": 0.4,
                                  "finished_at": T0.isoformat(), "errors": []})  # fmt: skip
    tiers = Tiers(InMemoryHotTier(), InMemoryWarmTier(), InMemoryArchive())
    live = MemoryRecord(namespace="team-a", content="still live", embedding=(1.0,) + (0.0,) * 7)
    await tiers.warm.put_many("team-a", [live])
    return await build_report(archive, now=T0, tiers=tiers), tiers


async def test_report_is_self_contained_and_shows_the_numbers(local: ArchiveTarget) -> None:
    html, _ = await filled(local)
    assert html.startswith("<!DOCTYPE html>")
    assert "<script" not in html.lower()
    # Nothing from elsewhere: the only URL is the SVG namespace name (never fetched).
    assert re.findall(r"(?:https?:)?//[^\s\"')]+", html.replace(SVG_NS, "")) == []
    assert not re.search(r"<(?:link|img|iframe)\b|@import|url\(", html)
    assert html.count("<svg") >= 8
    assert "&lt;b&gt;not bold&lt;/b&gt;" in html
    assert "<b>not bold</b>" not in html
    assert ">21</b><span>memories in the archive" in html  # 18 + 2 + 1 in team-b
    assert ">1</b><span>live now" in html
    assert "score &lt; archive threshold" in html  # reasons grouped without their numbers
    assert "Launch is on 1 March" in html
    assert "Launch is on 3 March" in html


async def test_report_of_an_empty_archive(local: ArchiveTarget) -> None:
    html = await build_report(local.open_archive(), now=T0, namespaces=["team-a"])
    assert "Nothing archived yet" in html
    assert "<script" not in html


def test_charts_escape_and_scale() -> None:
    svg = hbars([("<x>", 2.0), ("y", 1.0)], title="t & u")
    assert "&lt;x&gt;" in svg
    assert "<x>" not in svg
    assert "t &amp; u" in svg
    assert columns([("a", 3), ("b", 0)], title="c").count('class="col"') == 2
    assert ranges([("a", 1.0, 2.0, 3.0)], title="r").count("<circle") == 1
    assert "no data yet" in hbars([], title="empty")
    assert axis_ticks(7, whole=True) == (2.0, 4)


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        unavailable("headless Chromium", "install the Debian package chromium (make test does)")
    return found


async def test_report_renders_in_headless_chromium(local: ArchiveTarget) -> None:
    browser = chromium()
    html, _ = await filled(local)
    with tempfile.TemporaryDirectory(prefix="sfams-report-") as folder:
        page = Path(folder) / "report.html"
        page.write_text(html, encoding="utf-8")
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--no-first-run", f"--user-data-dir={folder}/profile", "--enable-logging=stderr",
                 "--v=0"]  # fmt: skip
        dom = await asyncio.to_thread(
            subprocess.run,
            [browser, *flags, "--dump-dom", page.as_uri()],
            capture_output=True, text=True, timeout=120, check=True,
        )  # fmt: skip
        shot = Path(folder) / "shot.png"
        await asyncio.to_thread(
            subprocess.run,
            [browser, *flags, "--window-size=1280,2000", "--hide-scrollbars",
             f"--screenshot={shot}", page.as_uri()],
            capture_output=True, text=True, timeout=120, check=True,
        )  # fmt: skip
        png = shot.read_bytes()
    # The browser parsed the charts into its DOM: SVG elements with their bars.
    assert dom.stdout.count("<svg") >= 8
    assert dom.stdout.count("<rect") >= 20
    assert "What the memory forgot" in dom.stdout
    console = [line for line in dom.stderr.splitlines() if "CONSOLE" in line]
    assert console == []
    # A real picture: a PNG of the asked size, not a blank page (blank PNGs compress to ~10 KB).
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(png[16:20], "big") == 1280
    assert len(png) > 40_000
