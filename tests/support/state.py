"""Everything the tiers hold, to prove that a refused call changed nothing."""

from __future__ import annotations

from sfams_tiers import Archive, HotTier, Tiers, WarmTier


async def snapshot(tiers: Tiers, *, archive: bool = True) -> dict[str, object]:
    """Every record of every tier and namespace (as JSON), plus the access logs.

    ``archive=False`` leaves out the archive (for tests where it is unreachable).
    """
    out: dict[str, object] = {}
    parts: list[tuple[str, HotTier | WarmTier | Archive]] = [
        ("hot", tiers.hot),
        ("warm", tiers.warm),
    ]
    for name, tier in parts + ([("archive", tiers.archive)] if archive else []):
        for ns in await tier.namespaces():
            out[f"{name}/{ns}"] = sorted(
                [r.model_dump_json() async for b in tier.scan(ns) for r in b]
            )
    for ns in await tiers.hot.namespaces():
        out[f"access/{ns}"] = await tiers.hot.pending_access(ns)
    return out
