"""A small SVG chart renderer: bars, columns and ranges drawn at build time.

The report must open without a network and without JavaScript, so charts are plain
inline ``<svg>`` strings: no library, no fonts or images from elsewhere. Sizes are in
SVG units with a ``viewBox``, so a chart scales with its card. Every text is escaped.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from html import escape
from typing import Final

__all__ = ["PALETTE", "axis_ticks", "columns", "hbars", "nice_max", "ranges"]

PALETTE: Final = ("#4f6bed", "#12a4a0", "#e8833a", "#d6457a", "#8a63d2", "#5b8c2a")
"""Bar colours, readable on white and told apart by most colour-blind readers."""
_INK: Final = "#1f2937"
_MUTED: Final = "#6b7280"
_GRID: Final = "#e5e7eb"

Format = Callable[[float], str]


def _count(value: float) -> str:
    return f"{value:,.0f}"


def nice_max(value: float) -> float:
    """The smallest 1, 2, 2.5 or 5 times a power of ten that is >= ``value`` (axis top).

    Example:
        >>> nice_max(37), nice_max(0.8), nice_max(0)
        (50.0, 1.0, 1.0)
    """
    if value <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if step * power >= value * (1 - 1e-9):
            return float(step * power)
    return float(10 * power)  # pragma: no cover - the loop always returns


def axis_ticks(top: float, *, whole: bool) -> tuple[float, int]:
    """A tick step and how many steps reach ``top`` (at most 5).

    Steps are 1, 2, 2.5 or 5 times a power of ten; whole numbers when ``whole``.

    Example:
        >>> axis_ticks(3, whole=True), axis_ticks(37, whole=True), axis_ticks(0.8, whole=False)
        ((1.0, 3), (10.0, 4), (0.2, 4))
    """
    if top <= 0:
        return 1.0, 1
    step = nice_max(top / 5)
    if whole:
        step = max(1.0, float(math.ceil(step)) if step != 2.5 else 5.0)
    return step, max(1, math.ceil(top / step - 1e-9))


def _svg(width: int, height: int, title: str, body: list[str]) -> str:
    return (
        f'<svg class="chart" viewBox="0 0 {width} {height}" width="100%" role="img" '
        f'xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="xMinYMin meet">'
        f"<title>{escape(title)}</title>{''.join(body)}</svg>"
    )


def _text(x: float, y: float, text: str, *, anchor: str = "start", size: int = 12,
          fill: str = _INK, weight: str = "normal") -> str:  # fmt: skip
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" font-size="{size}" '
        f'fill="{fill}" font-weight="{weight}">{escape(text)}</text>'
    )


def _clip(label: str, chars: int) -> str:
    return label if len(label) <= chars else label[: chars - 1] + "\u2026"


def hbars(
    items: Sequence[tuple[str, float]],
    *,
    title: str,
    fmt: Format = _count,
    color: str = PALETTE[0],
    width: int = 560,
    label_chars: int = 26,
) -> str:
    """Horizontal bars, one per ``(label, value)``, in the given order, values at the ends.

    Example:
        >>> svg = hbars([("fact", 3), ("goal", 1)], title="by type")
        >>> svg.count("<rect"), "fact" in svg  # a track and a bar per row
        (4, True)
    """
    if not items:
        return _empty(title, width)
    row, top = 26, 6
    label_w = min(label_chars, max(len(label) for label, _ in items)) * 7 + 12
    value_w = 64
    span = width - label_w - value_w
    top_value = max(max(v for _, v in items), 0) or 1
    body = []
    for i, (label, value) in enumerate(items):
        y = top + i * row
        bar = max(span * max(value, 0) / top_value, 1.5 if value > 0 else 0)
        body.append(_text(label_w - 8, y + 15, _clip(label, label_chars), anchor="end"))
        body.append(f'<rect x="{label_w}" y="{y + 4}" width="{span:.1f}" height="16" rx="3" '
                    f'fill="{_GRID}" opacity="0.45"/>')  # fmt: skip
        tip = f"<title>{escape(label)}: {escape(fmt(value))}</title>"
        body.append(f'<rect x="{label_w}" y="{y + 4}" width="{bar:.1f}" height="16" rx="3" '
                    f'fill="{color}">{tip}</rect>')  # fmt: skip
        body.append(_text(label_w + span + 6, y + 16, fmt(value), fill=_MUTED))
    return _svg(width, top * 2 + row * len(items), title, body)


def columns(
    items: Sequence[tuple[str, float]],
    *,
    title: str,
    fmt: Format = _count,
    color: str = PALETTE[0],
    width: int = 560,
    height: int = 220,
) -> str:
    """Vertical columns (histograms, counts over time) with a light value grid.

    Labels under the columns are thinned out so they never overlap.

    Example:
        >>> svg = columns([("Jan", 4), ("Feb", 0), ("Mar", 2)], title="per month")
        >>> svg.count('class="col"')
        3
    """
    if not items:
        return _empty(title, width)
    left, bottom, top = 44, 34, 12
    plot_w, plot_h = width - left - 8, height - bottom - top
    step, ticks = axis_ticks(
        max(v for _, v in items), whole=all(float(v).is_integer() for _, v in items)
    )
    axis_top = step * ticks
    body = []
    for k in range(ticks + 1):
        value = step * k
        y = top + plot_h - plot_h * k / ticks
        body.append(f'<line x1="{left}" x2="{width - 8}" y1="{y:.1f}" y2="{y:.1f}" '
                    f'stroke="{_GRID}"/>')  # fmt: skip
        body.append(_text(left - 6, y + 4, fmt(value), anchor="end", size=11, fill=_MUTED))
    slot = min(plot_w / len(items), 90.0)  # one month must not fill the whole chart
    gap = min(slot * 0.25, 12)
    every = max(1, math.ceil(len(items) * 56 / plot_w))
    for i, (label, value) in enumerate(items):
        h = plot_h * max(value, 0) / axis_top
        x = left + i * slot + gap / 2
        body.append(f'<rect class="col" x="{x:.1f}" y="{top + plot_h - h:.1f}" '
                    f'width="{slot - gap:.1f}" height="{h:.1f}" rx="2" fill="{color}">'
                    f"<title>{escape(label)}: {escape(fmt(value))}</title></rect>")  # fmt: skip
        if i % every == 0:
            body.append(_text(x + (slot - gap) / 2, height - bottom + 18, _clip(label, 12),
                              anchor="middle", size=11, fill=_MUTED))  # fmt: skip
    return _svg(width, height, title, body)


def ranges(
    items: Sequence[tuple[str, float, float, float]],
    *,
    title: str,
    fmt: Format = _count,
    color: str = PALETTE[1],
    width: int = 560,
    label_chars: int = 22,
) -> str:
    """One row per ``(label, low, middle, high)``: a band from low to high, a dot at middle.

    Used for distributions per group (e.g. days live: median dot, min to p90 band).

    Example:
        >>> ranges([("fact", 1, 4, 9)], title="days").count("<circle")
        1
    """
    if not items:
        return _empty(title, width)
    row, top = 26, 6
    label_w = min(label_chars, max(len(r[0]) for r in items)) * 7 + 12
    value_w = 70
    span = width - label_w - value_w
    axis_top = nice_max(max(r[3] for r in items))
    body = []
    for i, (label, low, mid, high) in enumerate(items):
        y = top + i * row + 12
        x0, x1, xm = (label_w + span * max(v, 0) / axis_top for v in (low, high, mid))
        body.append(_text(label_w - 8, y + 4, _clip(label, label_chars), anchor="end"))
        body.append(f'<line x1="{label_w}" x2="{label_w + span}" y1="{y}" y2="{y}" '
                    f'stroke="{_GRID}"/>')  # fmt: skip
        body.append(f'<rect x="{x0:.1f}" y="{y - 5}" width="{max(x1 - x0, 2):.1f}" height="10" '
                    f'rx="5" fill="{color}" opacity="0.35"/>')  # fmt: skip
        body.append(f'<circle cx="{xm:.1f}" cy="{y}" r="5.5" fill="{color}">'
                    f"<title>{escape(label)}: {escape(fmt(mid))}</title></circle>")  # fmt: skip
        body.append(_text(label_w + span + 6, y + 4, fmt(mid), fill=_MUTED))
    return _svg(width, top * 2 + row * len(items), title, body)


def _empty(title: str, width: int) -> str:
    return _svg(width, 48, title, [_text(width / 2, 28, "no data yet", anchor="middle",
                                         fill=_MUTED)])  # fmt: skip
