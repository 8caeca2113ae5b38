#!/usr/bin/env python3
"""Opens a page in headless Chromium and prints what the page reports.

Serves ROOT (and any --mount PREFIX=DIR) on 127.0.0.1 at a free port, opens
http://127.0.0.1:PORT/PAGE in headless Chromium, and waits until the page POSTs its report
to /__report (tests/web/report.mjs does that, and reports uncaught errors too). Prints the
report on stdout and exits 0; exits 1 if no report came within --timeout seconds, with
Chromium's messages on stderr.

  tests/web/run_page.py --mount /module=build/web --mount /examples=examples tests/web smoke.html

Used by the browser tests (tests/web/browser.test.mjs) and the benchmark (bench/web/).
"""
import argparse
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
    }

    def __init__(self, *args, mounts, reports, **kwargs):
        self.mounts = mounts
        self.reports = reports
        super().__init__(*args, **kwargs)

    def translate_path(self, path):
        for prefix, directory in self.mounts:
            if path == prefix or path.startswith((prefix + "/", prefix + "?")):
                root = self.directory
                self.directory = directory
                try:
                    return super().translate_path(path[len(prefix):] or "/")
                finally:
                    self.directory = root
        return super().translate_path(path)

    def do_POST(self):
        if self.path != "/__report":
            self.send_error(404)
            return
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(204)
        self.end_headers()
        self.reports.append(body)

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


def chromium_command(chromium, url, profile):
    return [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            f"--user-data-dir={profile}", url]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", help="directory served at /")
    parser.add_argument("page", help="path of the page under /, e.g. smoke.html?x=1")
    parser.add_argument("--mount", action="append", default=[], metavar="PREFIX=DIR",
                        help="also serve DIR at /PREFIX")
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "chromium"))
    args = parser.parse_args()

    chromium = shutil.which(args.chromium)
    if not chromium:
        sys.exit(f"run_page: {args.chromium} not found (scripts/bootstrap.sh installs chromium)")
    mounts = []
    for m in args.mount:
        prefix, _, directory = m.partition("=")
        mounts.append(("/" + prefix.strip("/"), os.path.abspath(directory)))
    reports = []
    handler = functools.partial(Handler, directory=os.path.abspath(args.root), mounts=mounts,
                                reports=reports)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{args.page.lstrip('/')}"

    with tempfile.TemporaryDirectory(prefix="boardsolve-chromium-") as profile, \
            tempfile.TemporaryFile() as log:
        browser = subprocess.Popen(chromium_command(chromium, url, profile),
                                   stdout=log, stderr=log, stdin=subprocess.DEVNULL)
        try:
            waited = 0.0
            while not reports and waited < args.timeout and browser.poll() is None:
                threading.Event().wait(0.05)
                waited += 0.05
        finally:
            browser.terminate()
            try:
                browser.wait(10)
            except subprocess.TimeoutExpired:
                browser.kill()
                browser.wait()
            server.shutdown()
        if not reports:
            log.seek(0)
            sys.stderr.write(log.read().decode(errors="replace")[-4000:])
            sys.exit(f"run_page: no report from {url} within {args.timeout:g} s")
    sys.stdout.buffer.write(reports[0])


if __name__ == "__main__":
    main()
