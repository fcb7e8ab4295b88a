-- wrk script: POST bench/request.json (or $BENCH_REQUEST) as JSON to the URL given to wrk.
local path = os.getenv("BENCH_REQUEST") or "bench/request.json"
local file = assert(io.open(path, "rb"))
wrk.method = "POST"
wrk.body = (file:read("*a"):gsub("%s+$", ""))
wrk.headers["Content-Type"] = "application/json"
file:close()
