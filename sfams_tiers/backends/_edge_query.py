"""The warm tier's requests in qdrant_edge classes: indexes, filters, keyword channel.

The qdrant-client twin is :mod:`sfams_tiers.backends._client_query`.
"""

from __future__ import annotations

from typing import assert_never, cast

import numpy as np
import qdrant_edge as qe

from sfams_tiers._lexical import LEXICAL_VECTOR, SparseTerms
from sfams_tiers.backends import _qdrant_payload as qp

__all__ = ["best_words", "index_params", "sparse", "to_filter"]


def index_params(index: qp.PayloadIndex) -> qe.PayloadSchemaParams:
    """The qdrant_edge index parameters of one spec entry (see the client twin)."""
    hnsw = None if index.is_tenant else False  # filtered-HNSW subgraphs: tenant key only
    match index.schema:
        case "keyword":
            return qe.KeywordIndexParams(is_tenant=index.is_tenant or None, enable_hnsw=hnsw)
        case "float":
            return qe.FloatIndexParams(enable_hnsw=hnsw)
        case "datetime":
            return qe.DatetimeIndexParams(enable_hnsw=hnsw)
        case "bool":
            return qe.BoolIndexParams(enable_hnsw=hnsw)
        case _:
            assert_never(index.schema)


def _condition(node: qp.Condition) -> qe.ConditionType:
    match node:
        case qp.Match(key, value):
            # qdrant-edge-py 0.9 stores a Python bool given to MatchValue as an integer,
            # which never matches a stored bool; numpy.bool_ arrives as a real bool.
            exact = cast(bool, np.bool_(value)) if isinstance(value, bool) else value
            return qe.FieldCondition(key=key, match=qe.MatchValue(exact))
        case qp.MatchAny(key, values):
            return qe.FieldCondition(key=key, match=qe.MatchAny(list(values)))
        case qp.AtLeast(key, value):
            return qe.FieldCondition(key=key, range=qe.RangeFloat(gte=value))
        case qp.After(key, value):
            return qe.FieldCondition(key=key, range=qe.RangeDateTime(gt=qp.iso(value)))
        case qp.Empty(key):
            return qe.IsEmptyCondition(key)
        case qp.HasIds(ids):
            return qe.HasIdCondition(set(ids))
        case qp.HasVector(name):
            return qe.HasVectorCondition(name)
        case qp.AnyOf(options):
            return qe.Filter(should=[_condition(c) for c in options])
        case qp.Not(inner):
            return qe.Filter(must_not=[_condition(inner)])
        case _:
            assert_never(node)


def to_filter(conditions: qp.Conditions) -> qe.Filter:
    """Translate a neutral filter into qdrant_edge classes."""
    return qe.Filter(must=[_condition(c) for c in conditions])


def sparse(terms: SparseTerms) -> qe.SparseVector:
    return qe.SparseVector(list(terms.indices), list(terms.values))


def best_words(
    found: qe.Filter, limit: int, terms: SparseTerms, corpus: qp.Conditions
) -> tuple[qe.Prefetch, qe.QueryRequest]:
    """The keyword channel (the ``limit`` best BM25 points): as a prefetch, and alone.

    ``corpus`` (the namespace) is what the IDF counts documents in; the terms are the
    namespace's own (see ``_lexical``), so only its postings are scanned.
    """
    query = qe.Query.Nearest(sparse(terms), using=LEXICAL_VECTOR)
    idf = qe.SearchParams(idf=qe.IdfParams(corpus=to_filter(corpus)))
    return (
        qe.Prefetch(limit=limit, query=query, params=idf, filter=found),
        qe.QueryRequest(limit=limit, query=query, params=idf, filter=found),
    )
