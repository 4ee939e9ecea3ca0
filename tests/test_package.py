from __future__ import annotations

import importlib
import inspect
import pkgutil

import sfams_tiers

INTERNAL = frozenset(
    {
        "_demo",
        "_cli_jobs",
        "_cli_bench",
        "_cli_analytics",
        "_cli_errors",
        "_cli_lazy",
        "_cli_serve",
        "_cli_keys",
        "_cli_text",
        "_quote",
        "_bench",
        "_writepath",
        "_memcore",
        "_anchoring",
        "_recall",
        "_remember",
        "_restatement",
        "_archive_search",
        "_archive_keywords",
        "_slots",
        "_asking",
        "_hops",
        "_linking",
        "_attributes",
        "_hant",
        "_writelock",
        "_memindex",
        "_memlexical",
        "_lexical",
        "_restoring",
        "_drafts",
        "_lifecycle",
        "_validate",
        "_asked",
        "_cli_jobparse",
        "_cli_jobrun",
        "_cli_schedule",
        "_subjects",
        "_frames",
        "_refusal",
        "_stored",
        "_job_log",
        "_tier_io",
        "_cli_policy",
        "_cli_verify",
        "_policy_lines",
    }
)


def private_modules() -> list[str]:
    found = [
        f"sfams_tiers.{m.name}"
        for m in pkgutil.iter_modules(sfams_tiers.__path__)
        # Internal: the demo, the CLI command modules, the benchmark harness, the write
        # path's helper functions and the parts TieredMemory is assembled from are not
        # part of the library's API.
        if m.name.startswith("_") and m.name not in INTERNAL
    ]
    assert len(found) >= 10
    return found


def test_all_is_sorted_and_unique() -> None:
    assert sfams_tiers.__all__ == sorted(set(sfams_tiers.__all__))


def test_all_is_exactly_what_the_private_modules_declare_public() -> None:
    declared: set[str] = set()
    for name in private_modules():
        module = importlib.import_module(name)
        assert hasattr(module, "__all__"), f"{name} must declare its public names in __all__"
        declared |= set(module.__all__)
    assert set(sfams_tiers.__all__) == declared
    for name in sfams_tiers.__all__:
        assert hasattr(sfams_tiers, name), name


def test_module_all_covers_every_public_class() -> None:
    """A public class defined in a private module but missing from its __all__ is a bug."""
    for name in private_modules():
        module = importlib.import_module(name)
        for attr, obj in vars(module).items():
            defined_here = getattr(obj, "__module__", None) == module.__name__
            if defined_here and inspect.isclass(obj) and not attr.startswith("_"):
                assert attr in module.__all__, f"{name}.{attr} is public but not in __all__"


def test_every_error_is_an_sfams_error() -> None:
    for name in sfams_tiers.__all__:
        obj = getattr(sfams_tiers, name)
        if inspect.isclass(obj) and issubclass(obj, Exception):
            assert issubclass(obj, sfams_tiers.SfamsError)
