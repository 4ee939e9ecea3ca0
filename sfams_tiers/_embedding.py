"""Embedding: a record's vector, stored as one read-only float32 array.

A 384-dim vector as a tuple of Python floats costs 384 float objects: about 30 µs to
build from a Parquet or Qdrant row, and 12 KB of memory. Every tier keeps float32
anyway (Qdrant, the Parquet archive, the in-memory search matrix), so a record keeps
its vector as one float32 array (1.5 KB) that the tiers hand over without copying:
a row of a decoded Parquet batch becomes a record's embedding in well under a
microsecond, and ``record.embedding.array`` is free.

It behaves as an immutable sequence of floats (``len``, indexing, iteration,
equality with any sequence of the same float32 values, hashing), serialises to a
JSON list of numbers, and is validated once: non-empty, one-dimensional, finite.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, SupportsIndex, overload

import numpy as np
from numpy.typing import NDArray
from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

__all__ = ["Embedding"]

Float32Array = NDArray[np.float32]


class Embedding(Sequence[float]):
    """An immutable float32 vector: a record's embedding.

    Build one from any sequence of numbers or a numpy vector; the values are copied
    into a read-only float32 array (:meth:`rows` adopts a whole matrix without copying).

    Example:
        >>> e = Embedding([0.5, 0.25])
        >>> len(e), e[0], list(e)
        (2, 0.5, [0.5, 0.25])
        >>> e == (0.5, 0.25)
        True
        >>> e.array.dtype
        dtype('float32')
    """

    __slots__ = ("_array",)
    _array: Float32Array

    def __init__(self, values: Sequence[float] | NDArray[Any]) -> None:
        array = np.array(values, dtype=np.float32)  # always a copy
        self._array = _checked(array)

    @classmethod
    def rows(cls, matrix: NDArray[Any]) -> list[Embedding]:
        """One embedding per row of a float32 matrix, sharing its memory (checked once).

        The matrix is made read-only; it must not be written to afterwards. Each row
        keeps the whole matrix alive, so tiers decode in blocks of at most a thousand
        rows; to hold on to one embedding for long, copy it (``Embedding(e.array)``).

        Raises:
            ValueError: It is not a finite float32 matrix with at least one column.
        """
        if matrix.dtype != np.float32 or matrix.ndim != 2 or matrix.shape[1] == 0:
            raise ValueError("must be a float32 matrix with at least one column")
        if not np.isfinite(matrix).all():
            raise ValueError("must contain only finite numbers")
        matrix.flags.writeable = False
        out = []
        for row in matrix:
            embedding = cls.__new__(cls)
            embedding._array = row
            out.append(embedding)
        return out

    @property
    def array(self) -> Float32Array:
        """The values as a read-only float32 numpy array (no copy)."""
        return self._array

    def tolist(self) -> list[float]:
        """The values as Python floats."""
        values: list[float] = self._array.tolist()
        return values

    def __len__(self) -> int:
        return int(self._array.shape[0])

    @overload
    def __getitem__(self, index: SupportsIndex) -> float: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[float, ...]: ...

    def __getitem__(self, index: SupportsIndex | slice) -> float | tuple[float, ...]:
        if isinstance(index, slice):
            return tuple(self._array[index].tolist())
        return float(self._array[index])

    def __iter__(self) -> Iterator[float]:
        return iter(self.tolist())

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> NDArray[Any]:
        if dtype is None or np.dtype(dtype) == np.float32:
            return self._array.copy() if copy else self._array
        return self._array.astype(dtype)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Embedding):
            return bool(np.array_equal(self._array, other._array))
        if isinstance(other, Sequence | np.ndarray) and not isinstance(other, str | bytes):
            try:
                values = np.asarray(other, dtype=np.float32)
            except (TypeError, ValueError):
                return False
            return values.shape == self._array.shape and bool(np.array_equal(values, self._array))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._array.tobytes())

    def __repr__(self) -> str:
        head = ", ".join(f"{x:.4g}" for x in self._array[:3].tolist())
        more = ", ..." if len(self) > 3 else ""
        return f"Embedding([{head}{more}], dim={len(self)})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Embedding, (self._array,))

    # -- pydantic ---------------------------------------------------------------------

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: type[Any], handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        return core_schema.no_info_plain_validator_function(
            cls._validate,
            serialization=core_schema.plain_serializer_function_ser_schema(
                lambda value: value.tolist() if isinstance(value, Embedding) else value,
                when_used="json",
            ),
        )

    @classmethod
    def __get_pydantic_json_schema__(
        cls, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {"type": "array", "items": {"type": "number"}, "minItems": 1}

    @classmethod
    def _validate(cls, value: object) -> Embedding:
        if isinstance(value, Embedding):
            return value
        if isinstance(value, str | bytes | Mapping) or not isinstance(value, Iterable):
            raise ValueError("must be a list of numbers, e.g. [0.12, -0.5, ...], or None")
        values = value if isinstance(value, Sequence | np.ndarray) else list(value)
        try:
            with np.errstate(over="ignore"):  # out of float32 range: inf, refused below
                return cls(values)
        except (TypeError, ValueError, OverflowError) as exc:
            if str(exc).startswith("must "):
                raise
            raise ValueError("must be a flat list of numbers") from None


def _checked(array: NDArray[Any]) -> Float32Array:
    if array.ndim != 1:
        raise ValueError(f"must be a flat list of numbers (got {array.ndim} dimensions)")
    if array.shape[0] == 0:
        raise ValueError("must be a non-empty vector or None")
    # A sum of finite values is finite unless it overflows; only then check each one.
    if not np.isfinite(array.sum(dtype=np.float64)) and not np.isfinite(array).all():
        raise ValueError("must contain only finite numbers")
    array.flags.writeable = False
    return array
