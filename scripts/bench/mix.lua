-- wrk script of scripts/bench-mock.sh: the calls of mix.tsv ($BENCH_MIX) for $BENCH_SESSIONS
-- sessions (half Spanish, half English), with the headers Chromium's WebView sends for the
-- app's fetches (Accept-Encoding, Sec-Fetch-*, Referer, the client headers; Origin and the
-- form type on POSTs). Requests are formatted once; each thread starts at its own place.
-- A problem-save goes to a session of its own each time (a new borrower filing a
-- complaint), so no session's complaint list grows through the run and every answer keeps
-- the size the bare baseline was given.

local sessions = tonumber(os.getenv("BENCH_SESSIONS") or "256")
local mix = os.getenv("BENCH_MIX")
local count = 0

function setup(thread)
  thread:set("id", count)
  count = count + 1
end

local function calls()
  local list = {}
  for line in io.lines(mix) do
    if line:sub(1, 1) ~= "#" and line ~= "" then
      local method, path, query, body, screen = line:match("^(%S+)\t(%S+)\t(%S+)\t(%S+)\t(%S+)$")
      table.insert(list, { method = method, path = path, query = query, body = body, screen = screen })
    end
  end
  return list
end

local launch = "deviceId=bench-device-%d&appVersion=2.4.1&deviceName=Pixel%%207&osVersion=Android%%2014"
  .. "&advertisingId=38400000-8cf0-11bd-b23e-10b96e40000d&productId=3&orderId=10482&language=%s"

local function headers(call, origin, referer, lang)
  local h = {
    ["Accept"] = "*/*",
    ["Accept-Encoding"] = "gzip, deflate, br, zstd",
    ["Accept-Language"] = lang == "1" and "en-US,en;q=0.9" or "es-MX,es;q=0.9",
    ["User-Agent"] = "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 "
      .. "(KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36",
    ["Sec-Fetch-Site"] = "same-origin",
    ["Sec-Fetch-Mode"] = "cors",
    ["Sec-Fetch-Dest"] = "empty",
    ["Referer"] = referer,
    ["X-Requested-With"] = "XMLHttpRequest",
  }
  if call.method == "GET" then
    h["crp_phe"] = ""; h["dearest"] = ""; h["showy"] = ""; h["dearer"] = ""; h["language"] = lang
  else
    h["swift"] = ""; h["eyes"] = ""
    h["Origin"] = origin
    h["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8"
  end
  return h
end

local requests = {}
local saves = 0

function init(args)
  local origin = "http://" .. wrk.host .. ":" .. wrk.port
  for s = 1, sessions do
    local lang = (s % 2 == 0) and "1" or "2"
    local identity = string.format("sessionId=bench-%d&" .. launch, s, s, lang)
    for _, call in ipairs(calls()) do
      local query = identity
      if call.query ~= "-" then query = call.query .. "&" .. query end
      local referer = origin .. call.screen .. "?" .. string.format("sessionId=bench-%d&" .. launch, s, s, lang)
      local h = headers(call, origin, referer, lang)
      local body = call.body ~= "-" and call.body or nil
      if call.path:find("problem-save", 1, true) then
        -- Formatted per request: a session of its own each time.
        table.insert(requests, { call = call, query = query, headers = h, body = body })
      else
        table.insert(requests, wrk.format(call.method, call.path .. "?" .. query, h, body))
      end
    end
  end
  -- Threads start half the list apart (wrk -t2).
  next_index = 1 + (id * math.floor(#requests / 2)) % #requests
end

function request()
  local r = requests[next_index]
  next_index = next_index % #requests + 1
  if type(r) == "string" then
    return r
  end
  saves = saves + 1
  local query = r.query:gsub("sessionId=bench%-%d+", "sessionId=bench-save-" .. id .. "-" .. saves, 1)
  return wrk.format(r.call.method, r.call.path .. "?" .. query, r.headers, r.body)
end
