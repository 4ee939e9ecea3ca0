"""The archive's history: supersession chains, and records that came back from it.

Both read the archive's own rows (no job log): :func:`supersession_chains` follows
``superseded_by`` links, :func:`restores` the tombstones in the raw rows.
"""

from __future__ import annotations

import polars as pl

from sfams_tiers.analytics._lazy import Frame, as_lazy

__all__ = ["restores", "supersession_chains"]


def supersession_chains(frame: Frame) -> pl.DataFrame:
    """Chains of replaced memories: ``superseded_by`` links followed to their end.

    A chain starts at an archived record that has a ``superseded_by`` and that no other
    archived record of its namespace names as its replacement, and follows the links
    (``a -> b -> c``) until a record with no ``superseded_by`` or one that is not in the
    archive (usually still live). Two records replaced by the same one give two chains
    sharing their end. A cycle stops at the first repeated record.

    Returns:
        ``namespace``, ``start`` (id), ``newest`` (id of the last member), ``length``
        (members, both ends included, so ``a -> b`` has 2), ``newest_archived``
        (whether the newest member is itself in the archive), ``start_content`` and
        ``newest_content`` (null when not archived); longest first.
    """
    rows = as_lazy(frame).select("namespace", "id", "superseded_by", "content").collect()
    links = rows.filter(pl.col("superseded_by").is_not_null()).select(
        "namespace", "id", pl.col("superseded_by").alias("next")
    )
    targets = links.select("namespace", pl.col("next").alias("id")).unique()
    starts = links.join(targets, on=["namespace", "id"], how="anti")
    # Walk all chains one link per step: each step is one join, and it stops when no
    # chain moved, or after as many steps as there are links (a cycle then stops).
    walk = starts.select(
        "namespace",
        pl.col("id").alias("start"),
        pl.col("id").alias("at"),
        pl.lit(1).alias("length"),
    )
    seen = walk.select("namespace", "start", pl.col("at").alias("member"))
    for _ in range(links.height):
        step = walk.join(links.rename({"id": "at"}), on=["namespace", "at"], how="left").join(
            seen.rename({"member": "next"}).with_columns(pl.lit(True).alias("repeat")),
            on=["namespace", "start", "next"],
            how="left",
        )
        moving = pl.col("next").is_not_null() & pl.col("repeat").is_null()
        if not step.select(moving.any()).item():
            break
        walk = step.select(
            "namespace",
            "start",
            pl.when(moving).then(pl.col("next")).otherwise(pl.col("at")).alias("at"),
            (pl.col("length") + moving.cast(pl.Int32)).alias("length"),
        )
        seen = pl.concat([seen, step.filter(moving).select("namespace", "start", member="next")])
    content = rows.select("namespace", "id", "content")
    return (
        walk.rename({"at": "newest"})
        .join(
            content.rename({"id": "start", "content": "start_content"}),
            on=["namespace", "start"],
            how="left",
        )
        .join(
            content.rename({"id": "newest", "content": "newest_content"}).with_columns(
                pl.lit(True).alias("newest_archived")
            ),
            on=["namespace", "newest"],
            how="left",
        )
        .with_columns(pl.col("newest_archived").fill_null(False), pl.col("length").cast(pl.Int64))
        .select(
            "namespace",
            "start",
            "newest",
            "length",
            "newest_archived",
            "start_content",
            "newest_content",
        )
        .sort(["length", "namespace", "start"], descending=[True, False, False])
    )


def restores(raw: Frame) -> pl.DataFrame:
    """Which records came back from the archive, from the raw rows (``newest=False``).

    Taking a record out of the archive appends a tombstone row (the restore job,
    ``TieredMemory.restore`` / ``anchor``); a hard ``forget`` does too, and the files
    cannot tell the two apart. A hard-deleted record is never archived again, though, so
    a tombstone followed by a newer archived version is certainly a restore. Per id
    (copies of one version counted once):

    - ``archived``: archived versions written (each archive of the record);
    - ``restores``: tombstones followed by a newer archived version (restored, then
      archived again: the certain restores);
    - ``removals``: all tombstones (restores plus hard deletes);
    - ``in_archive``: whether the newest row is an archived version (False: out of the
      archive now, restored or deleted).

    Compaction and purge drop old versions and tombstones, so this counts the history
    still in the files; the job log's restore runs (``job_history``) keep the totals.

    Returns:
        One row per id with at least one removal or more than one archived version:
        ``namespace``, ``id``, ``restores``, ``removals``, ``archived``, ``in_archive``,
        ``type``, ``content`` (of the newest archived version) and ``last_written``;
        most restored first.
    """
    rows = (
        as_lazy(raw)
        .select("namespace", "id", "version", "deleted", "type", "content", "written_at")
        .unique(subset=["namespace", "id", "version"], keep="any")
        .sort("version")
    )
    later_live = (
        pl.col("deleted").not_().cast(pl.Int64).reverse().cum_sum().reverse()
        - pl.col("deleted").not_().cast(pl.Int64)
    ).over(["namespace", "id"], order_by="version")
    return (
        rows.with_columns(later_live.alias("later_live"))
        .group_by("namespace", "id")
        .agg(
            (pl.col("deleted") & (pl.col("later_live") > 0)).sum().alias("restores"),
            pl.col("deleted").sum().alias("removals"),
            (~pl.col("deleted")).sum().alias("archived"),
            (~pl.col("deleted").last()).alias("in_archive"),
            pl.col("type").filter(~pl.col("deleted")).last().alias("type"),
            pl.col("content").filter(~pl.col("deleted")).last().alias("content"),
            pl.col("written_at").max().alias("last_written"),
        )
        .filter((pl.col("removals") > 0) | (pl.col("archived") > 1))
        .with_columns(pl.col(c).cast(pl.Int64) for c in ("restores", "removals", "archived"))
        .sort(
            ["restores", "removals", "archived", "namespace", "id"],
            descending=[True, True, True, False, False],
        )
        .collect()
    )
