"""How the ``sfams`` command line fails: one line on stderr and exit code 2, always.

Only :class:`~sfams_tiers._errors.SfamsError` subclasses are meant to leave a command:
each is printed as ``error: <sentence>``. Any other exception is a bug; it is printed
as one ``error: internal error (<type>): ...`` line too, never as a traceback, unless
``--debug`` (or ``SFAMS_DEBUG=1``) asks for one. Click's own usage errors keep click's
exit code, which is also 2; an answer of "no" to a confirmation stays click's "Aborted!"
(exit code 1).

Everything printed goes through :func:`~sfams_tiers._cli_text.clean`: an error message
can quote user input.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Sequence
from typing import IO, Any

import click

from sfams_tiers._cli_text import clean
from sfams_tiers._errors import InvalidInput, SfamsError

__all__ = ["EXIT_ERROR", "CliError", "SafeGroup", "debug_requested", "refuse_undecodable"]

EXIT_ERROR = 2
MAX_MESSAGE = 2000
# Not errors of ours: click's own exits and prompts, Ctrl-C, a closed pipe.
_PASS_THROUGH = (click.ClickException, click.exceptions.Exit, click.Abort, BrokenPipeError)


class CliError(click.ClickException):
    """One sentence for the operator, printed as one line on stderr; exit code 2."""

    exit_code = EXIT_ERROR

    def show(self, file: IO[Any] | None = None) -> None:
        """Print ``error: <message>`` as one clean line on stderr (or ``file``)."""
        line = clean(self.message)
        if len(line) > MAX_MESSAGE:
            line = line[:MAX_MESSAGE] + "..."
        click.echo(f"error: {line}", file=file, err=file is None)


def debug_requested(ctx: click.Context | None) -> bool:
    """True when ``--debug`` was given to the root command or ``SFAMS_DEBUG=1`` is set."""
    if os.environ.get("SFAMS_DEBUG", "").strip().lower() in {"1", "true", "yes", "on"}:
        return True
    root = ctx.find_root() if ctx is not None else None
    return bool(root is not None and root.params.get("debug"))


def refuse_undecodable(args: Sequence[str]) -> None:
    r"""Refuse arguments that were not valid UTF-8 on the command line.

    On POSIX, Python decodes argv with ``surrogateescape``: an undecodable byte such as
    0xff arrives as the lone surrogate ``\udcff``, which no store or terminal can take.

    Raises:
        InvalidInput: Some argument holds a lone surrogate.
    """
    for position, arg in enumerate(args, start=1):
        if isinstance(arg, str) and any("\ud800" <= char <= "\udfff" for char in arg):
            raise InvalidInput(
                "arguments",
                f"argument {position} ({clean(arg)}) is not valid UTF-8 text; "
                "sfams takes UTF-8 arguments only: fix the terminal's encoding or the "
                "bytes passed in.",
            )


def _report(exc: BaseException, ctx: click.Context | None) -> CliError:
    if debug_requested(ctx):
        trace = "".join(traceback.format_exception(exc))
        click.echo(clean(trace, newlines=True), err=True, nl=False)
    if isinstance(exc, SfamsError):
        return CliError(str(exc))
    return CliError(
        f"internal error ({type(exc).__name__}): {exc}; rerun with --debug for the traceback"
    )


def _clean_message(exc: click.ClickException) -> None:
    """Clean click's own error message in place (click quotes what the user typed)."""
    exc.message = clean(exc.message)  # type: ignore[misc]  # Final in the stubs only


class SafeGroup(click.Group):
    """The root command group: every error leaves as one line and exit code 2."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        """Refuse undecodable arguments before click parses any of them."""
        try:
            refuse_undecodable(args)
        except SfamsError as exc:
            raise _report(exc, parent) from exc
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.ClickException as exc:
            _clean_message(exc)
            raise

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; turn whatever it raises into one line and exit code 2."""
        try:
            return super().invoke(ctx)
        except click.ClickException as exc:
            _clean_message(exc)
            raise
        except _PASS_THROUGH:
            raise
        except Exception as exc:  # the one place every error is reported
            raise _report(exc, ctx) from exc
