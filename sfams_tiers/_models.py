"""The record model in one import: MemoryRecord and the small types around it (no I/O).

The parts live in modules of their own: the words fields are written in (``_vocab``),
the size limits (``_limits``), relations (``_relation``), the record and its validation
(``_record``), records rebuilt from storage (``_stored``), the refusal wording
(``_refusal``) and the value types of policy and jobs (``_values``). This module names
them all, for the modules that need several.
"""

from __future__ import annotations

from sfams_tiers._limits import DEFAULT_LIMITS as DEFAULT_LIMITS
from sfams_tiers._limits import Limits as Limits
from sfams_tiers._record import MemoryRecord as MemoryRecord
from sfams_tiers._record import validate_record as validate_record
from sfams_tiers._relation import Relation as Relation
from sfams_tiers._stored import parse_stored_json as parse_stored_json
from sfams_tiers._stored import stored_record as stored_record
from sfams_tiers._stored import with_utc_datetimes as with_utc_datetimes
from sfams_tiers._values import JobReport as JobReport
from sfams_tiers._values import Move as Move
from sfams_tiers._values import MoveKind as MoveKind
from sfams_tiers._values import Scope as Scope
from sfams_tiers._vocab import AGENT_PATTERN as AGENT_PATTERN
from sfams_tiers._vocab import DEFAULT_CONFIDENCE as DEFAULT_CONFIDENCE
from sfams_tiers._vocab import ENTITY_PATTERN as ENTITY_PATTERN
from sfams_tiers._vocab import MEMORY_TYPES as MEMORY_TYPES
from sfams_tiers._vocab import NAMESPACE_PATTERN as NAMESPACE_PATTERN
from sfams_tiers._vocab import RELATION_KINDS as RELATION_KINDS
from sfams_tiers._vocab import SUPERSEDING_KINDS as SUPERSEDING_KINDS
from sfams_tiers._vocab import TYPE_PATTERN as TYPE_PATTERN
from sfams_tiers._vocab import RelationKind as RelationKind
from sfams_tiers._vocab import Source as Source
from sfams_tiers._vocab import Tier as Tier
from sfams_tiers._vocab import Visibility as Visibility
from sfams_tiers._vocab import memory_type as memory_type
from sfams_tiers._vocab import normalize_entity as normalize_entity
from sfams_tiers._vocab import validate_agent as validate_agent
from sfams_tiers._vocab import validate_namespace as validate_namespace

__all__: list[str] = []
"""Every name here is declared public by the module that defines it."""
