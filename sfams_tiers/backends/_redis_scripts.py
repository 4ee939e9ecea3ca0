"""The hot tier's Lua scripts: each multi-key write is one atomic script on the server.

Scripts derive per-record and per-entity keys from ARGV[1], the namespace's key base
("<prefix>:{<ns>}:"), so they share the declared keys' hash tag and cluster slot. Only
Redis 7.0 commands are used. The key layout is documented in ``storage/redis.md``.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Final

__all__ = ["ACK_ACCESS", "ACK_MEMORY", "PUT", "RECORD_ACCESS", "REMOVE"]

_UNINDEX = """
local function unindex(base, rec, id)
  local old = redis.call('HGET', rec, 'entities')
  if old then
    for _, e in ipairs(cjson.decode(old)) do redis.call('SREM', base .. 'entity:' .. e, id) end
  end
end
"""
PUT: Final = f"""#!lua
{_UNINDEX}
local base, i = ARGV[1], 2
while i <= #ARGV do
  local id, score, anchored = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local rec = base .. 'rec:' .. id
  unindex(base, rec, id)
  local n = tonumber(ARGV[i + 3]); i = i + 4
  for j = i, i + n - 1 do redis.call('SADD', base .. 'entity:' .. ARGV[j], id) end
  i = i + n
  local m = tonumber(ARGV[i]); i = i + 1
  redis.call('DEL', rec)
  redis.call('HSET', rec, unpack(ARGV, i, i + 2 * m - 1))
  i = i + 2 * m
  redis.call('SADD', KEYS[1], id)
  redis.call('ZADD', KEYS[2], score, id)
  if anchored == '1' then redis.call('SADD', KEYS[3], id) else redis.call('SREM', KEYS[3], id) end
end
return 0
"""
# ARGV[2] is 'ids' (delete ARGV[3..]) or 'all' (clear: every record and the access log).
REMOVE: Final = f"""#!lua
{_UNINDEX}
local base, ids, first, n = ARGV[1], ARGV, 3, 0
if ARGV[2] == 'all' then
  ids, first = redis.call('SMEMBERS', KEYS[1]), 1
  redis.call('UNLINK', KEYS[4], KEYS[5])
end
for k = first, #ids do
  local id = ids[k]; local rec = base .. 'rec:' .. id
  unindex(base, rec, id)
  if redis.call('DEL', rec) == 1 then
    n = n + 1; redis.call('SREM', KEYS[1], id); redis.call('ZREM', KEYS[2], id)
    redis.call('SREM', KEYS[3], id)
  end
end
return n
"""
# Last-access times are integer microseconds since the epoch, so Lua compares numbers.
RECORD_ACCESS: Final = """#!lua
for i = 2, #ARGV, 2 do
  redis.call('ZINCRBY', KEYS[1], ARGV[i + 1], ARGV[i])
  local last = redis.call('HGET', KEYS[2], ARGV[i])
  if not last or tonumber(last) < tonumber(ARGV[1]) then
    redis.call('HSET', KEYS[2], ARGV[i], ARGV[1])
  end
end
return 0
"""
# ARGV: ack id ('' for none), now and forget-before (microseconds), then id/-count pairs.
# Applied ack ids are kept for ACK_MEMORY so a repeated acknowledgement is a no-op.
ACK_ACCESS: Final = """#!lua
local ack = ARGV[1]
if ack ~= '' then
  if redis.call('ZSCORE', KEYS[3], ack) then return 0 end
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', '(' .. ARGV[3])
  redis.call('ZADD', KEYS[3], ARGV[2], ack)
end
for i = 4, #ARGV, 2 do
  if redis.call('ZSCORE', KEYS[1], ARGV[i]) then
    if tonumber(redis.call('ZINCRBY', KEYS[1], ARGV[i + 1], ARGV[i])) <= 0 then
      redis.call('ZREM', KEYS[1], ARGV[i]); redis.call('HDEL', KEYS[2], ARGV[i])
    end
  end
end
return 1
"""
ACK_MEMORY: Final = timedelta(days=30)
