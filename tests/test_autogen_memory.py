"""TieredAutoGenMemory: the AutoGen Memory protocol, views, dump/load and the shared store."""

from __future__ import annotations

import asyncio
import importlib
import json
import sys
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import pytest
from autogen_agentchat.messages import MemoryQueryEvent
from autogen_core.memory import Memory, MemoryContent, MemoryMimeType
from autogen_core.model_context import (
    BufferedChatCompletionContext,
    ChatCompletionContext,
    UnboundedChatCompletionContext,
)
from autogen_core.models import AssistantMessage, LLMMessage, SystemMessage, UserMessage

from sfams_tiers import (
    ConfigurationError,
    FixedClock,
    HashEmbedder,
    InvalidQuery,
    InvalidRecord,
    Settings,
    StoreLocked,
    TieredMemory,
    Tiers,
    load_settings,
    open_memory,
)
from sfams_tiers.autogen import (
    TieredAutoGenMemory,
    TieredAutoGenMemoryConfig,
    close_all_stores,
)
from sfams_tiers.autogen._config import BACKEND_FIELDS
from sfams_tiers.autogen._inject import marker
from sfams_tiers.autogen._store import STORES


@pytest.fixture(autouse=True)
async def no_store_left_open() -> AsyncIterator[None]:
    """Every test closes the stores it opened (the registry is process-wide)."""
    yield
    assert await close_all_stores() == 0, "a test left a store open"


@pytest.fixture
async def team(memory: TieredMemory) -> AsyncIterator[TieredAutoGenMemory]:
    wrapped = TieredAutoGenMemory.wrap(memory)
    yield wrapped
    await wrapped.close()


def text(content: str, **metadata: object) -> MemoryContent:
    return MemoryContent(content=content, mime_type=MemoryMimeType.TEXT, metadata=metadata or None)


def blocks(messages: Sequence[LLMMessage], namespace: str = "team-a") -> list[str]:
    """The memory blocks among ``messages`` (their text)."""
    return [
        m.content
        for m in messages
        if isinstance(m, UserMessage | SystemMessage)
        and isinstance(m.content, str)
        and m.content.startswith(marker(namespace))
    ]


async def ask(context: ChatCompletionContext, q: str) -> None:
    await context.add_message(UserMessage(content=q, source="user"))


# -- update_context ---------------------------------------------------------------------
async def test_update_context_injects_one_user_block_after_the_latest_message(
    team: TieredAutoGenMemory,
) -> None:
    await team.add(text("The Orion launch is on 3 March", type="deadline"))
    await team.add(text("Green tea is in the kitchen"))
    context = UnboundedChatCompletionContext()
    await ask(context, "When is the Orion launch?")

    result = await team.update_context(context)

    messages = await context.get_messages()
    assert len(messages) == 2
    block = messages[-1]
    assert isinstance(block, UserMessage)
    assert block.source == "memory"
    assert isinstance(block.content, str)
    assert block.content.startswith(marker("team-a") + "\n<memory-context>")
    assert "The Orion launch is on 3 March" in block.content
    contents = [r.content for r in result.memories.results]
    assert contents[0] == "The Orion launch is on 3 March"
    meta = result.memories.results[0].metadata
    assert meta is not None
    assert meta["type"] == "deadline"
    assert meta["tier"] in ("hot", "warm")
    assert meta["created_at"] == "2026-01-05T09:00:00+00:00"
    assert isinstance(meta["score"], float)
    assert meta["id"] in block.content  # with_ids: agents can act on what they see


async def test_the_block_is_replaced_not_accumulated_across_turns(
    team: TieredAutoGenMemory,
) -> None:
    await team.add(text("The Orion launch is on 3 March"))
    await team.add(text("Priya reviews the Vega design"))
    context = UnboundedChatCompletionContext()
    await ask(context, "When is the Orion launch?")
    await team.update_context(context)
    await context.add_message(AssistantMessage(content="3 March.", source="planner"))
    await ask(context, "Who reviews the Vega design?")
    await team.update_context(context)

    messages = await context.get_messages()
    found = blocks(messages)
    assert len(found) == 1
    assert "Priya reviews the Vega design" in found[0]
    assert messages[-1].content == found[0]  # the fresh block sits after the latest message
    assert [type(m).__name__ for m in messages] == [
        "UserMessage",
        "AssistantMessage",
        "UserMessage",
        "UserMessage",
    ]


async def test_no_relevant_memory_removes_the_old_block_and_returns_nothing(
    team: TieredAutoGenMemory,
) -> None:
    await team.add(text("The Orion launch is on 3 March"))
    context = UnboundedChatCompletionContext()
    await ask(context, "When is the Orion launch?")
    await team.update_context(context)
    await ask(context, "xyzzy qwv")

    result = await team.update_context(context)

    assert result.memories.results == []
    assert blocks(await context.get_messages()) == []


async def test_system_injection_uses_a_system_message(memory: TieredMemory) -> None:
    system = TieredAutoGenMemory.wrap(memory, inject_as="system")
    await system.add(text("The Orion launch is on 3 March"))
    context = UnboundedChatCompletionContext()
    await ask(context, "When is the Orion launch?")
    await system.update_context(context)
    last = (await context.get_messages())[-1]
    assert isinstance(last, SystemMessage)
    assert last.content.startswith(marker("team-a"))


async def test_replacing_keeps_messages_outside_a_buffered_window(
    team: TieredAutoGenMemory,
) -> None:
    await team.add(text("The Orion launch is on 3 March"))
    context = BufferedChatCompletionContext(buffer_size=2)
    for question in ("hello there", "any news?", "When is the Orion launch?"):
        await ask(context, question)
    await team.update_context(context)
    await ask(context, "And when is the Orion launch again?")
    await team.update_context(context)

    state = await context.save_state()
    everything = [m["content"] for m in state["messages"]]
    assert everything[:3] == ["hello there", "any news?", "When is the Orion launch?"]
    assert sum(str(c).startswith(marker("team-a")) for c in everything) == 1


async def test_update_context_results_dump_in_a_memory_query_event(
    team: TieredAutoGenMemory,
) -> None:
    await team.add(text("The Orion launch is on 3 March", entities=["project:orion"]))
    context = UnboundedChatCompletionContext()
    await ask(context, "When is the Orion launch?")
    result = await team.update_context(context)
    event = MemoryQueryEvent(content=result.memories.results, source="planner")
    dumped = json.loads(json.dumps(event.dump()))
    assert dumped["content"][0]["metadata"]["entities"] == ["project:orion"]


async def test_two_namespaces_on_one_agent_replace_only_their_own_block(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    a = TieredAutoGenMemory.wrap(TieredMemory(tiers, embedder, namespace="team-a", clock=clock))
    b = TieredAutoGenMemory.wrap(TieredMemory(tiers, embedder, namespace="team-b", clock=clock))
    await a.add(text("The Orion launch is on 3 March"))
    await b.add(text("The Orion launch party is on 4 March"))
    context = UnboundedChatCompletionContext()
    await ask(context, "When is the Orion launch?")
    for _ in range(2):
        await a.update_context(context)
        await b.update_context(context)
    messages = await context.get_messages()
    assert len(blocks(messages, "team-a")) == 1
    assert len(blocks(messages, "team-b")) == 1


# -- query / add ------------------------------------------------------------------------
async def test_query_takes_the_documented_options(team: TieredAutoGenMemory) -> None:
    await team.add(text("The Orion launch is on 3 March", type="deadline"))
    await team.add(text("The Orion team prefers tea", type="preference"))

    found = await team.query("Orion launch", k=5, types=["deadline"])

    assert [r.content for r in found.results] == ["The Orion launch is on 3 March"]
    meta = found.results[0].metadata
    assert meta is not None
    assert {"id", "score", "type", "tier"} <= set(meta)
    as_content = await team.query(text("Orion launch"), k=1)
    assert len(as_content.results) == 1
    with pytest.raises(InvalidQuery, match="top_k: is not a query option"):
        await team.query("Orion", top_k=3)
    with pytest.raises(InvalidQuery):
        await team.query("Orion", k=0)


async def test_add_maps_the_documented_metadata_and_ignores_the_rest(
    team: TieredAutoGenMemory, memory: TieredMemory
) -> None:
    await team.add(
        text(
            "Deploys freeze on Friday",
            type="decision",
            importance=0.9,
            entities=["project:orion"],
            ttl=3600,
            anchored=True,
            confidence=0.6,
            source="user",
            unknown_key={"kept": "nowhere"},
        )
    )
    record = (await memory.recall("deploys freeze", k=1))[0].record
    assert record.type == "decision"
    assert record.importance == pytest.approx(0.9)
    assert record.entities == ("project:orion",)
    assert record.ttl_seconds == 3600
    assert record.anchored
    assert record.confidence == pytest.approx(0.6)
    assert record.source == "user"


async def test_add_accepts_markdown_and_json(team: TieredAutoGenMemory) -> None:
    await team.add(MemoryContent(content="**Orion** ships", mime_type=MemoryMimeType.MARKDOWN))
    await team.add(MemoryContent(content={"release": "orion"}, mime_type="application/json"))
    found = await team.query("orion release", k=5)
    assert '{"release": "orion"}' in [r.content for r in found.results]


async def test_add_refuses_what_it_cannot_store(team: TieredAutoGenMemory) -> None:
    with pytest.raises(InvalidRecord, match="mime_type: 'image/\\*' cannot be remembered"):
        await team.add(MemoryContent(content=b"\x89PNG", mime_type=MemoryMimeType.IMAGE))
    with pytest.raises(InvalidRecord, match="content: text/plain content must be a string"):
        await team.add(MemoryContent(content={"a": 1}, mime_type=MemoryMimeType.TEXT))
    with pytest.raises(InvalidRecord, match="entities"):
        await team.add(text("x y z", entities="project:orion"))
    with pytest.raises(InvalidRecord, match="importance"):
        await team.add(text("x y z", importance=7))
    with pytest.raises(InvalidRecord, match="private memory needs an author"):
        await team.add(text("x y z", visibility="private"))
    assert (await team.query("x y z")).results == []


# -- views ------------------------------------------------------------------------------
async def test_views_write_with_provenance_and_keep_private_memories_private(
    team: TieredAutoGenMemory,
) -> None:
    planner, critic = team.for_agent("planner"), team.for_agent("critic")
    await planner.add(text("The Orion launch is on 3 March"))
    await planner.add(text("My Orion launch worry is the budget", visibility="private"))

    critic_sees = await critic.query("Orion launch", k=5)
    planner_sees = await planner.query("Orion launch", k=5)

    assert [r.content for r in critic_sees.results] == ["The Orion launch is on 3 March"]
    assert {r.metadata["agent"] for r in critic_sees.results if r.metadata} == {"planner"}
    assert len(planner_sees.results) == 2
    assert planner.config.agent == "planner"
    assert planner.namespace == critic.namespace == "team-a"


async def test_for_agent_refuses_an_invalid_name(team: TieredAutoGenMemory) -> None:
    with pytest.raises(ConfigurationError, match="agent"):
        team.for_agent("bad name!")


# -- clear / close ----------------------------------------------------------------------
async def test_clear_clears_this_namespace_only(
    tiers: Tiers, embedder: HashEmbedder, clock: FixedClock
) -> None:
    a = TieredAutoGenMemory.wrap(TieredMemory(tiers, embedder, namespace="team-a", clock=clock))
    b = TieredAutoGenMemory.wrap(TieredMemory(tiers, embedder, namespace="team-b", clock=clock))
    await a.add(text("The Orion launch is on 3 March"))
    await b.add(text("The Orion launch is on 3 March"))
    await a.clear()
    assert (await a.query("Orion launch")).results == []
    assert len((await b.query("Orion launch")).results) == 1


async def test_close_is_idempotent_closes_views_and_refuses_later_use(
    team: TieredAutoGenMemory,
) -> None:
    view = team.for_agent("planner")
    await view.add(text("The Orion launch is on 3 March"))
    await team.close()
    await team.close()
    with pytest.raises(ConfigurationError, match="closed"):
        await team.query("Orion")
    with pytest.raises(ConfigurationError, match="closed"):
        await view.query("Orion")


# -- config / dump / load ---------------------------------------------------------------
def test_config_covers_every_non_secret_setting() -> None:
    settings = set(Settings.model_fields) - {"namespace", "qdrant_api_key"}
    assert set(BACKEND_FIELDS) == settings
    assert set(BACKEND_FIELDS) <= set(TieredAutoGenMemoryConfig.model_fields)


def test_config_validates_names() -> None:
    with pytest.raises(ValueError, match="namespace"):
        TieredAutoGenMemoryConfig(namespace="Team A")
    with pytest.raises(ValueError, match="inject_as"):
        TieredAutoGenMemoryConfig.model_validate({"inject_as": "assistant"})


def test_dump_and_load_round_trip_without_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret-openai")
    monkeypatch.setenv("SFAMS_QDRANT_API_KEY", "secret-qdrant")
    memory = TieredAutoGenMemory(
        TieredAutoGenMemoryConfig(
            namespace="team-a", agent="planner", token_budget=300, home="/data/sfams"
        )
    )
    dumped = memory.dump_component()
    assert dumped.provider == "sfams_tiers.autogen.TieredAutoGenMemory"
    assert dumped.component_type == "memory"
    assert dumped.component_version == 1
    assert dumped.config == {
        "namespace": "team-a",
        "agent": "planner",
        "k": 8,
        "token_budget": 300,
        "inject_as": "user",
        "min_relevance": 0.1,
        "with_ids": True,
        "maintain_on_close": False,
        "rewrite_query": False,
        "task_as_goal": True,
        "home": "/data/sfams",
    }
    assert "secret" not in dumped.model_dump_json()
    loaded = Memory.load_component(json.loads(dumped.model_dump_json()))
    assert isinstance(loaded, TieredAutoGenMemory)
    assert loaded.config == memory.config


def test_from_settings_pins_the_backend() -> None:
    settings = load_settings(home="/data/sfams", embed_dim=64, namespace="team-x")
    memory = TieredAutoGenMemory.from_settings(settings, k=3)
    assert memory.namespace == "team-x"
    assert memory.config.home == "/data/sfams"
    assert memory.config.embed_dim == 64
    assert memory.config.k == 3
    with pytest.raises(ConfigurationError, match="Invalid TieredAutoGenMemory option"):
        TieredAutoGenMemory.from_settings(settings, k=0)


async def test_a_wrapped_memory_without_settings_cannot_be_dumped(
    team: TieredAutoGenMemory,
) -> None:
    with pytest.raises(ConfigurationError, match="settings=settings"):
        team.dump_component()
    with pytest.raises(ConfigurationError, match="settings=settings"):
        team.for_agent("planner").dump_component()


def test_importing_without_the_extra_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m.startswith("sfams_tiers.autogen")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "autogen_core.memory", None)
    with pytest.raises(ConfigurationError, match=r"pip install 'sfams-tiers\[autogen\]'"):
        importlib.import_module("sfams_tiers.autogen")


# -- the shared embedded store ----------------------------------------------------------
async def test_loaded_configs_share_one_embedded_store(tmp_path: Path) -> None:
    home = str(tmp_path / "store")
    planner = TieredAutoGenMemory(TieredAutoGenMemoryConfig(namespace="team-a", home=home))
    planner = planner.for_agent("planner")
    critic = Memory.load_component(planner.for_agent("critic").dump_component())
    assert isinstance(critic, TieredAutoGenMemory)
    try:
        await planner.add(text("The Orion launch is on 3 March"))
        found = await critic.query("Orion launch")
        assert [r.content for r in found.results] == ["The Orion launch is on 3 March"]
        assert found.results[0].metadata is not None
        assert found.results[0].metadata["agent"] == "planner"
        assert len(STORES.open_keys()) == 1

        await planner.close()
        assert len(STORES.open_keys()) == 1  # the critic still uses it
        other = TieredAutoGenMemory(
            TieredAutoGenMemoryConfig(namespace="team-a", home=home, embed_dim=64)
        )
        with pytest.raises(ConfigurationError, match="embed_dim"):
            await other.query("Orion")
        await other.close()
    finally:
        await critic.close()
    assert STORES.open_keys() == []
    # Closed for real: another opener of the folder (here: the library) gets the lock.
    async with open_memory(load_settings(home=home), namespace="team-a") as reopened:
        assert (await reopened.stats()).live == 1


async def test_concurrent_first_use_opens_the_store_once(tmp_path: Path) -> None:
    config = TieredAutoGenMemoryConfig(namespace="team-a", home=str(tmp_path))
    planner, critic = TieredAutoGenMemory(config), TieredAutoGenMemory(config)
    try:
        await asyncio.gather(
            planner.add(text("The Orion launch is on 3 March")),
            critic.add(text("The Vega demo is on Friday")),
        )
        assert len(STORES.open_keys()) == 1
        assert len((await critic.query("Orion launch")).results) == 1
    finally:
        await planner.close()
        await critic.close()


async def test_wrap_with_settings_shares_its_tiers_with_loaded_configs(tmp_path: Path) -> None:
    settings = load_settings(home=str(tmp_path / "store"))
    async with open_memory(settings, namespace="team-a") as library:
        wrapped = TieredAutoGenMemory.wrap(library, settings=settings)
        loaded = Memory.load_component(wrapped.for_agent("critic").dump_component())
        assert isinstance(loaded, TieredAutoGenMemory)
        await wrapped.add(text("The Orion launch is on 3 March"))
        found = await loaded.query("Orion launch")  # no StoreLocked: the tiers are shared
        assert len(found.results) == 1
        await loaded.close()
        await wrapped.close()
        assert STORES.open_keys() == []
        assert (await library.stats()).live == 1  # the wrapper did not close its tiers


async def test_close_all_stores_closes_what_loaded_components_left_open(tmp_path: Path) -> None:
    home = str(tmp_path / "store")
    loaded = TieredAutoGenMemory(TieredAutoGenMemoryConfig(namespace="team-a", home=home))
    await loaded.add(text("The Orion launch is on 3 March"))
    assert await close_all_stores() == 1
    async with open_memory(load_settings(home=home), namespace="team-a") as library:
        assert (await library.stats()).live == 1  # the folder was free to open
        with pytest.raises(StoreLocked):  # and the loaded memory cannot open it meanwhile
            await loaded.query("Orion launch")
    # An instance used after close_all_stores() reopens its store.
    assert len((await loaded.query("Orion launch")).results) == 1
    await loaded.close()
    assert STORES.open_keys() == []
