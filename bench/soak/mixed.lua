-- wrk script for `make soak`: POSTs one body class to /v1/scroll/offset and counts answers by
-- status. Bodies (written by soak.sh into SOAK_DIR): small.json (valid, 10 items), large.json
-- (valid, 10,000 items), malformed.json (invalid JSON → 400). SOAK_BODY names the class;
-- one class per wrk process, so each class's latency figures are its own (a malformed body's
-- quick 400 never flatters a valid request's p99). SOAK_LABEL prefixes the printed figures.
local dir = os.getenv("SOAK_DIR")
local name = os.getenv("SOAK_BODY") or "small"
local label = os.getenv("SOAK_LABEL") or name
local file = assert(io.open(dir .. "/" .. name .. ".json", "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
wrk.headers["Content-Type"] = "application/json"
file:close()

-- SOAK_DELAY_MS: a pause before each request on a connection, so that a class of cheap requests
-- (the malformed ones, answered at once) cannot take over the mix; unset: none (a closed loop).
local pause = tonumber(os.getenv("SOAK_DELAY_MS") or "")
if pause then
  function delay()
    return pause
  end
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

-- Counts live in globals c<status> (numbers): thread:get copies only plain values.
function response(status, headers, body)
  local key = "c" .. status
  _G[key] = (_G[key] or 0) + 1
end

function done(summary, latency, requests)
  local function say(text) io.write("SOAK " .. label .. " " .. text .. "\n") end
  say(string.format("requests %d", summary.requests))
  say(string.format("p50_ms %.3f", latency:percentile(50) / 1000))
  say(string.format("p99_ms %.3f", latency:percentile(99) / 1000))
  say(string.format("max_ms %.3f", latency.max / 1000))
  say(string.format("socket_errors connect=%d read=%d write=%d timeout=%d",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  say(string.format("non2xx_total %d", summary.errors.status))
  -- The tail of the latency distribution, for soak.sh to combine the valid classes into one p99
  -- (a class's own p99 and the mix's are different questions).
  -- (wrk answers percentile(100) with 0: the maximum stands in for it.)
  for tenth = 900, 999 do
    say(string.format("pct %.1f %.3f", tenth / 10, latency:percentile(tenth / 10) / 1000))
  end
  say(string.format("pct 100.0 %.3f", latency.max / 1000))
  for status = 100, 599 do
    local total = 0
    for _, thread in ipairs(threads) do total = total + (thread:get("c" .. status) or 0) end
    if total > 0 then say(string.format("status %d %d", status, total)) end
  end
end
