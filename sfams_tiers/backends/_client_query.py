"""The warm tier's requests in qdrant-client models: indexes, filters, the hybrid query.

The Qdrant Edge twin is :mod:`sfams_tiers.backends._edge_query`. Both spell
:func:`sfams_tiers._lexical.fuse` as an engine formula over two prefetches, so a hybrid
search (dense and keyword channels fused) is one request.
"""

from __future__ import annotations

from typing import assert_never

from qdrant_client import models

from sfams_tiers._lexical import LEXICAL_HALF, LEXICAL_VECTOR, LEXICAL_WEIGHT, SparseTerms
from sfams_tiers.backends import _qdrant_payload as qp

__all__ = [
    "FUSED",
    "KEYWORDS",
    "IndexParams",
    "best_words",
    "hybrid",
    "index_params",
    "sparse",
    "to_filter",
]

IndexParams = (
    models.KeywordIndexParams
    | models.FloatIndexParams
    | models.DatetimeIndexParams
    | models.BoolIndexParams
)


def index_params(index: qp.PayloadIndex) -> IndexParams:
    """The qdrant-client index parameters of one spec entry."""
    # Filtered-HNSW subgraphs only for the tenant key: every search filters on it, and
    # skipping them elsewhere made optimize ~20% faster with the same latency and recall.
    hnsw = None if index.is_tenant else False
    match index.schema:
        case "keyword":
            kind = models.KeywordIndexType.KEYWORD
            tenant = index.is_tenant or None  # also stores each tenant's points together
            return models.KeywordIndexParams(type=kind, is_tenant=tenant, enable_hnsw=hnsw)
        case "float":
            return models.FloatIndexParams(type=models.FloatIndexType.FLOAT, enable_hnsw=hnsw)
        case "datetime":
            kind_dt = models.DatetimeIndexType.DATETIME
            return models.DatetimeIndexParams(type=kind_dt, enable_hnsw=hnsw)
        case "bool":
            return models.BoolIndexParams(type=models.BoolIndexType.BOOL, enable_hnsw=hnsw)
        case _:
            assert_never(index.schema)


def _condition(node: qp.Condition) -> models.Condition:
    match node:
        case qp.Match(key, value):
            return models.FieldCondition(key=key, match=models.MatchValue(value=value))
        case qp.MatchAny(key, values):
            return models.FieldCondition(key=key, match=models.MatchAny(any=list(values)))
        case qp.AtLeast(key, value):
            return models.FieldCondition(key=key, range=models.Range(gte=value))
        case qp.After(key, value):
            return models.FieldCondition(key=key, range=models.DatetimeRange(gt=value))
        case qp.Empty(key):
            return models.IsEmptyCondition(is_empty=models.PayloadField(key=key))
        case qp.HasIds(ids):
            return models.HasIdCondition(has_id=list(ids))
        case qp.HasVector(name):
            return models.HasVectorCondition(has_vector=name)
        case qp.AnyOf(options):
            return models.Filter(should=[_condition(c) for c in options])
        case qp.Not(inner):
            return models.Filter(must_not=[_condition(inner)])
        case _:
            assert_never(node)


def to_filter(conditions: qp.Conditions) -> models.Filter:
    """Translate a neutral filter into qdrant-client models."""
    return models.Filter(must=[_condition(c) for c in conditions])


KEYWORDS = {LEXICAL_VECTOR: models.SparseVectorParams(modifier=models.Modifier.IDF)}


def sparse(terms: SparseTerms) -> models.SparseVector:
    return models.SparseVector(indices=list(terms.indices), values=list(terms.values))


def _fused() -> models.FormulaQuery:
    # fuse(cosine, bm25) of sfams_tiers._lexical, in the engine: $score[0] is the cosine
    # (the first prefetch rescores its union by it), $score[1] the BM25 score of the
    # second prefetch (0 for a point it did not return). The Qdrant Edge tier's twin.
    cosine = models.MinExpression(min=[models.MaxExpression(max=["$score[0]", 0.0]), 1.0])
    saturated = models.DivExpression(
        div=models.DivParams(
            left="$score[1]",
            right=models.SumExpression(sum=["$score[1]", LEXICAL_HALF]),
            by_zero_default=0.0,
        )
    )
    rest = models.SumExpression(sum=[1.0, models.NegExpression(neg=cosine)])
    boost = models.MultExpression(mult=[rest, LEXICAL_WEIGHT, saturated])
    return models.FormulaQuery(
        formula=models.SumExpression(sum=[cosine, boost]), defaults={"$score[1]": 0.0}
    )


FUSED = _fused()


def _idf(corpus: qp.Conditions) -> models.SearchParams:
    return models.SearchParams(idf=models.IdfCorpusParams(corpus=to_filter(corpus)))


def best_words(
    found: models.Filter, limit: int, terms: SparseTerms, corpus: qp.Conditions
) -> models.QueryRequest:
    """The ``limit`` best BM25 points alone (ids and scores): the fused query's twin."""
    return models.QueryRequest(
        query=sparse(terms),
        using=LEXICAL_VECTOR,
        params=_idf(corpus),
        filter=found,
        limit=limit,
        with_payload=False,
    )


def hybrid(
    vector: list[float],
    found: models.Filter,
    limit: int,
    terms: SparseTerms,
    corpus: qp.Conditions,
) -> list[models.Prefetch]:
    """The two prefetches of a hybrid search (see ``QdrantTierBase._nearest``)."""
    words = models.Prefetch(
        limit=limit, query=sparse(terms), using=LEXICAL_VECTOR, params=_idf(corpus), filter=found
    )
    nearest = models.Prefetch(limit=limit, query=vector, filter=found)
    union = models.Prefetch(limit=2 * limit, prefetch=[nearest, words], query=vector, filter=found)
    return [union, words]
