-- wrk script for `make soak`: cycles through bodies on POST /v1/scroll/offset and counts
-- answers by status. Bodies (written by soak.sh): small.json (valid, 10 items), large.json
-- (valid, 10,000 items), malformed.json (invalid JSON → 400). SOAK_CYCLE says the order, e.g.
-- "small*18,malformed*2"; SOAK_LABEL prefixes the printed figures.
local dir = os.getenv("SOAK_DIR")
local label = os.getenv("SOAK_LABEL") or "all"
local function read(name)
  local file = assert(io.open(dir .. "/" .. name .. ".json", "rb"))
  local body = file:read("*a")
  file:close()
  return body
end

local headers = { ["Content-Type"] = "application/json" }
local cycle = {}
for entry in string.gmatch(os.getenv("SOAK_CYCLE") or "small", "[^,]+") do
  local name, times = string.match(entry, "^(%w+)%*?(%d*)$")
  local request = wrk.format("POST", "/v1/scroll/offset", headers, read(name))
  for _ = 1, tonumber(times) or 1 do cycle[#cycle + 1] = request end
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

local position = 0
function request()
  position = position % #cycle + 1
  return cycle[position]
end

-- Counts live in globals c<status> (numbers): thread:get copies only plain values.
local tracked = { 200, 400, 404, 408, 413, 429, 500, 503 }
local isTracked = {}
for _, status in ipairs(tracked) do isTracked[status] = true end
function response(status, headers, body)
  local key = isTracked[status] and ("c" .. status) or "cother"
  _G[key] = (_G[key] or 0) + 1
end
function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for _, status in ipairs(tracked) do
      local count = thread:get("c" .. status)
      if count then totals[status] = (totals[status] or 0) + count end
    end
    local other = thread:get("cother")
    if other then totals.other = (totals.other or 0) + other end
  end
  io.write(string.format("SOAK " .. label .. " requests %d\n", summary.requests))
  io.write(string.format("SOAK " .. label .. " p50_ms %.3f\n", latency:percentile(50) / 1000))
  io.write(string.format("SOAK " .. label .. " p99_ms %.3f\n", latency:percentile(99) / 1000))
  io.write(string.format("SOAK " .. label .. " max_ms %.3f\n", latency.max / 1000))
  io.write(string.format("SOAK " .. label .. " socket_errors connect=%d read=%d write=%d timeout=%d\n",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("SOAK " .. label .. " non2xx_total %d\n", summary.errors.status))
  for _, status in ipairs(tracked) do
    if totals[status] then io.write(string.format("SOAK " .. label .. " status %d %d\n", status, totals[status])) end
  end
  if totals.other then io.write(string.format("SOAK " .. label .. " status other %d\n", totals.other)) end
end
