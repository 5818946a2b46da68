#!/usr/bin/env python3
"""Opens ArchLint's HTML report in a headless browser and checks it: the page loads with no console
error or exception, clicking an edge of the role graph (and pressing Enter on a node) filters the
violation list to exactly that edge's (node's) violations, and no two node boxes or edge labels of
the laid-out graphs overlap as the browser renders them.

Usage: check_report.py REPORT.html [BROWSER]. BROWSER is Chromium (the default), driven through
its DevTools protocol, or Firefox (any executable named firefox*), driven through WebDriver BiDi,
the W3C protocol Firefox speaks. Standard library only: both protocols' WebSocket is spoken by the
small client below (text frames, client-masked, as RFC 6455 asks)."""
import base64, json, os, re, shutil, socket, struct, subprocess, sys, tempfile, time, urllib.request


class WebSocket:
    def __init__(self, url):
        match = re.match(r"ws://([^:/]+):(\d+)(/.*)", url)
        host, port, path = match.group(1), int(match.group(2)), match.group(3)
        self.sock = socket.create_connection((host, port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(1)
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise RuntimeError("websocket handshake refused: " + response.decode(errors="replace"))

    def send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def exactly(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            if not chunk:
                raise RuntimeError("websocket closed")
            data += chunk
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self.exactly(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.exactly(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.exactly(8))[0]
            payload = self.exactly(length)
            opcode = first & 0x0F
            if opcode == 0x8:
                raise RuntimeError("websocket closed by the browser")
            if opcode in (0x9, 0xA):
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class Connection:
    """Commands and their answers over one websocket, matched by id; what arrives in between is
    kept as an event. DevTools and WebDriver BiDi differ only in how an answer says it failed."""

    def __init__(self, url):
        self.ws = WebSocket(url)
        self.next_id = 0
        self.events = []

    def failure(self, message):
        return message["error"] if "error" in message else None

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == self.next_id:
                failure = self.failure(message)
                if failure is not None:
                    raise RuntimeError(f"{method}: {failure}")
                return message.get("result", {})
            self.events.append(message)


class Page(Connection):

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if any(event.get("method") == method for event in self.events):
                return
            self.events.append(json.loads(self.ws.receive()))
        raise RuntimeError(f"no {method} within {timeout} s")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails']}")
        return result["result"].get("value")


CHECKS = r"""
(function () {
  var problems = [];
  var entries = Array.prototype.slice.call(document.querySelectorAll("li.violation"));
  function visible() { return entries.filter(function (e) { return !e.hidden; }); }
  if (entries.length === 0) { problems.push("no violations listed"); }
  // Clicking an edge of the role graph lists exactly its violations.
  var edge = document.querySelector("figure[data-graph=r] g.edge.error");
  if (!edge) { problems.push("no red edge in the role graph"); }
  else {
    edge.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    var from = edge.getAttribute("data-source"), to = edge.getAttribute("data-target");
    var expected = entries.filter(function (e) { return e.getAttribute("data-rs") === from && e.getAttribute("data-rt") === to; });
    var shown = visible();
    if (shown.length !== expected.length || shown.length === 0 || shown.length === entries.length) {
      problems.push("clicking " + from + " -> " + to + " shows " + shown.length + " of " + entries.length + ", expected " + expected.length);
    }
    if (document.getElementById("clear-filter").hidden) { problems.push("no 'Show all' after filtering"); }
    document.getElementById("clear-filter").click();
    if (visible().length !== entries.length) { problems.push("'Show all' shows " + visible().length + " of " + entries.length); }
  }
  // The keyboard does the same: Enter on a focused node.
  var node = document.querySelector("figure[data-graph=r] g.node[tabindex]");
  node.focus();
  if (document.activeElement !== node) { problems.push("a graph node cannot take focus"); }
  node.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  var id = node.getAttribute("data-node");
  var expectedNode = entries.filter(function (e) { return e.getAttribute("data-rs") === id || e.getAttribute("data-rt") === id; });
  if (visible().length !== expectedNode.length) { problems.push("Enter on " + id + " shows " + visible().length + ", expected " + expectedNode.length); }
  // No two node boxes or edge labels overlap as rendered.
  var boxes = 0;
  Array.prototype.forEach.call(document.querySelectorAll("svg.archlint-graph"), function (svg, graph) {
    var rects = [];
    Array.prototype.forEach.call(svg.querySelectorAll("g.node"), function (g) {
      var r = null;
      Array.prototype.forEach.call(g.querySelectorAll(".shape"), function (shape) {
        var b = shape.getBoundingClientRect();
        r = r ? { left: Math.min(r.left, b.left), top: Math.min(r.top, b.top), right: Math.max(r.right, b.right), bottom: Math.max(r.bottom, b.bottom) }
              : { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
      });
      rects.push({ name: "node " + g.getAttribute("data-node"), r: r });
    });
    Array.prototype.forEach.call(svg.querySelectorAll("text.edge-label"), function (text) {
      var b = text.getBoundingClientRect();
      rects.push({ name: "label " + text.textContent, r: { left: b.left, top: b.top, right: b.right, bottom: b.bottom } });
    });
    boxes += rects.length;
    for (var i = 0; i < rects.length; i += 1) {
      for (var j = i + 1; j < rects.length; j += 1) {
        var a = rects[i].r, b = rects[j].r;
        // Half a pixel of slack for anti-aliased edges.
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
          problems.push("graph " + graph + ": " + rects[i].name + " overlaps " + rects[j].name);
        }
      }
    }
  });
  return JSON.stringify({ problems: problems, entries: entries.length, boxes: boxes });
})()
"""


class BiDiPage(Connection):
    """The same checks through WebDriver BiDi (Firefox): one session, the first tab, and the
    console's entries (console.error and uncaught exceptions alike) as log.entryAdded events."""

    def __init__(self, url):
        super().__init__(url)
        self.call("session.new", capabilities={})
        self.call("session.subscribe", events=["log.entryAdded"])
        self.context = self.call("browsingContext.getTree")["contexts"][0]["context"]

    def failure(self, message):
        return f"{message.get('error')}: {message.get('message')}" if message.get("type") == "error" else None

    def navigate(self, url):
        self.call("browsingContext.navigate", context=self.context, url=url, wait="complete")

    def evaluate(self, expression):
        result = self.call("script.evaluate", expression=expression, target={"context": self.context}, awaitPromise=False)
        if result.get("type") != "success":
            raise RuntimeError(f"script failed: {result.get('exceptionDetails')}")
        return result["result"].get("value")

    def problems(self):
        found = []
        for event in self.events:
            if event.get("method") == "log.entryAdded" and event["params"].get("level") == "error":
                found.append(event["params"].get("type", "log") + " error: " + str(event["params"].get("text", "")))
        return found


def chromium_page(executable, profile):
    browser = subprocess.Popen(
        [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", "--window-size=1400,1000", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    port = listening_port(browser, r"DevTools listening on ws://[^:]+:(\d+)/")
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
    page = Page(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])
    for domain in ("Page", "Runtime", "Log"):
        page.call(domain + ".enable")
    return browser, page


def firefox_page(executable, profile):
    browser = subprocess.Popen(
        [executable, "--headless", "--no-remote", "--remote-debugging-port=0", "--profile", profile,
         "--width=1400", "--height=1000", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    port = listening_port(browser, r"WebDriver BiDi listening on ws://[^:]+:(\d+)")
    return browser, BiDiPage(f"ws://127.0.0.1:{port}/session")


def listening_port(browser, pattern):
    deadline = time.time() + 60
    while time.time() < deadline:
        line = browser.stderr.readline()
        if not line and browser.poll() is not None:
            break
        match = re.search(pattern, line)
        if match:
            return match.group(1)
    raise RuntimeError("the browser did not start its remote protocol server")


def chromium_problems(page):
    found = []
    for event in page.events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            found.append("exception: " + params["exceptionDetails"].get("text", "") + " " +
                         str(params["exceptionDetails"].get("exception", {}).get("description", "")))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            found.append("console error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            found.append("log error: " + params["entry"].get("text", ""))
    return found


def main():
    report = os.path.abspath(sys.argv[1])
    executable = sys.argv[2] if len(sys.argv) > 2 else (shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    firefox = os.path.basename(executable).startswith("firefox")
    name = "firefox" if firefox else "chromium"
    profile = tempfile.mkdtemp(prefix="archlint-browser-")
    browser = None
    try:
        if firefox:
            browser, page = firefox_page(executable, profile)
            page.navigate("file://" + report)
        else:
            browser, page = chromium_page(executable, profile)
            page.call("Page.navigate", url="file://" + report)
            page.wait_for("Page.loadEventFired")
        outcome = json.loads(page.evaluate(CHECKS))
        problems = list(outcome["problems"]) + (page.problems() if firefox else chromium_problems(page))
        if problems:
            print("\n".join(f"browser check ({name}): " + p for p in problems))
            return 1
        print(f"browser check ({name}): {report} loads cleanly; {outcome['entries']} violations filter by edge and node; "
              f"{outcome['boxes']} node boxes and labels, none overlapping")
        return 0
    finally:
        if browser is not None:
            browser.terminate()
            try:
                browser.wait(timeout=10)
            except subprocess.TimeoutExpired:
                browser.kill()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
