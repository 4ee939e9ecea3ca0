from __future__ import annotations

import inspect

import sfams_tiers


def test_all_is_sorted() -> None:
    assert sfams_tiers.__all__ == sorted(sfams_tiers.__all__)


def test_all_is_complete() -> None:
    """Every public class, function and constant defined in a private module is exported."""
    exported = set(sfams_tiers.__all__)
    for name in exported:
        assert hasattr(sfams_tiers, name), name
    modules = [sfams_tiers._errors, sfams_tiers._memory, sfams_tiers._memtiers, sfams_tiers._tiers]
    for module in modules:
        for name, obj in vars(module).items():
            if (
                name.startswith("_")
                or getattr(obj, "__module__", module.__name__) != module.__name__
            ):
                continue
            if inspect.isclass(obj) or inspect.isfunction(obj):
                assert name in exported or name in {"check_batch", "check_batch_size"}, (
                    f"{module.__name__}.{name} is public but not exported"
                )


def test_every_error_is_an_sfams_error() -> None:
    for name in sfams_tiers.__all__:
        obj = getattr(sfams_tiers, name)
        if inspect.isclass(obj) and issubclass(obj, Exception):
            assert issubclass(obj, sfams_tiers.SfamsError)
