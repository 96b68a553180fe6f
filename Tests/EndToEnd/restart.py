"""End-to-end tests of sessions that outlive their process (issue 34), mixed into e2e.py's
GalleryTests: a Todos tab keeps its list, its completed to-do and its edit mode when the
server is killed with SIGKILL and started again, without reloading; and when the instance
serving it behind nginx is killed, and the other instance, sharing a PostgreSQL store, takes
over. Needs the gallery's executable; Scripts/e2e passes it as CASE_STUDIES_BIN, and for the
proxy a build with the PostgreSQL trait as CASE_STUDIES_POSTGRES_BIN with the database's URL as
COMPOSABLE_POSTGRES_URL."""

import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import websockets.sync.client

CASE_STUDIES_BIN = os.environ.get("CASE_STUDIES_BIN", "")
CASE_STUDIES_POSTGRES_BIN = os.environ.get("CASE_STUDIES_POSTGRES_BIN", "")
POSTGRES_URL = os.environ.get("COMPOSABLE_POSTGRES_URL", "")
# The gallery's default session store: a directory of the user's and the program's in the
# temporary directory.
SESSION_STORE = os.path.join(
    tempfile.gettempdir(), "composable-web-sessions-%d-case-studies" % os.getuid())
# Where the restarted server's log goes.
LOG_DIR = os.environ.get("E2E_LOG_DIR", os.path.join(".build", "e2e"))


def stored_state(token):
    """The root state of a session's snapshot in the default store (a header line, then the
    state's JSON), or None."""
    try:
        with open(os.path.join(SESSION_STORE, token + ".json")) as file:
            return json.loads(file.read().split("\n", 1)[1])
    except (OSError, ValueError, IndexError):
        return None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def stored_state_in_postgres(token):
    """The root state of a session's snapshot in the PostgreSQL store, or None. Rows are keyed
    by the token's digest."""
    query = ("SELECT encode(snapshot, 'escape') FROM composable_web_sessions "
             "WHERE token_digest = sha256(convert_to('%s', 'UTF8'))" % token)
    result = subprocess.run(["psql", "-At", POSTGRES_URL, "-c", query], capture_output=True,
                            text=True)
    try:
        return json.loads(result.stdout.split("\n", 1)[1])
    except (ValueError, IndexError):
        return None


class RestartTests:
    def start_gallery(self, port, log, binary=None, arguments=()):
        process = subprocess.Popen(
            [binary or CASE_STUDIES_BIN, "--port", str(port), *arguments], stdout=log,
            stderr=subprocess.STDOUT)
        self.wait(lambda: self.answers(port), "the gallery never started on port %d" % port)
        return process

    @staticmethod
    def answers(port):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return True
        except OSError:
            return False


    def open_todos_in_edit_mode(self, url, stored_state_of):
        """Opens Todos at `url` with three to-dos, "Hand soap" completed, in edit mode, and waits
        until `stored_state_of(token)` shows the session's snapshot in edit mode."""
        self.driver.get(url)
        self.wait(
            lambda: self.elements('main[data-cw-status="live"]'), "the page never connected")
        self.add_todos(["Milk", "Eggs", "Hand soap"])
        # "Hand soap" is checked off and sinks to the bottom; then edit mode.
        self.button("Not completed").click()
        self.wait(
            lambda: self.row_texts() == ["Eggs", "Milk", "Hand soap"], "no delayed re-sort")
        self.button("Edit").click()
        self.button("Done")
        token = self.driver.execute_script(
            "return document.querySelector('main').getAttribute('data-cw-session');")
        self.wait(
            lambda: (stored_state_of(token) or {}).get("editMode") == "active",
            "the session's snapshot never reached edit mode")
        # Set in this document only: a reload would lose it.
        self.driver.execute_script("window.cwStillHere = true;")

    def check_todos_came_back(self, killed, screenshot):
        """Waits for the tab to say it was restored, checks it has the same list in edit mode,
        without a reload, within 3 s of `killed`, and that it is live; returns the seconds."""
        self.wait(
            lambda: self.driver.execute_script(
                "return document.querySelector('main[data-cw-notice=\"restored\"]') !== null;"),
            "the tab never said it was restored")
        elapsed = time.monotonic() - killed
        self.assertEqual(self.row_texts(), ["Eggs", "Milk", "Hand soap"])
        self.button("Done")
        self.assertTrue(self.driver.execute_script("return window.cwStillHere === true;"),
                        "the page reloaded")
        self.assertLess(elapsed, 3.0, "the list came back after %.1f s" % elapsed)
        self.screenshot(screenshot)
        # And it is live: leaving edit mode works on the process that has it now.
        self.button("Done").click()
        self.button("Edit")
        return elapsed

    def test_todos_survive_a_killed_server(self):
        if not CASE_STUDIES_BIN:
            self.skipTest("CASE_STUDIES_BIN is not set")
        port = free_port()
        log = open(os.path.join(LOG_DIR, "restart.log"), "w")
        server = self.start_gallery(port, log)
        try:
            self.open_todos_in_edit_mode("http://127.0.0.1:%d/todos" % port, stored_state)

            server.kill()
            server.wait()
            killed = time.monotonic()
            server = self.start_gallery(port, log)
            elapsed = self.check_todos_came_back(killed, "todos-restored")
            print("restart: the Todos tab was back %.2f s after the kill" % elapsed)
        finally:
            server.kill()
            server.wait()
            log.close()

    def test_todos_fail_over_through_the_proxy_on_postgres(self):
        if not (CASE_STUDIES_POSTGRES_BIN and POSTGRES_URL and shutil.which("nginx")):
            self.skipTest("CASE_STUDIES_POSTGRES_BIN, COMPOSABLE_POSTGRES_URL or nginx missing")
        subprocess.run(["psql", "-q", POSTGRES_URL, "-c", "SET client_min_messages = warning; "
                        "DROP TABLE IF EXISTS composable_web_sessions"], check=True)
        work = tempfile.mkdtemp()
        proxy, first, second = free_port(), free_port(), free_port()
        log = open(os.path.join(LOG_DIR, "failover.log"), "w")
        arguments = ("--max-sessions-per-address", "256", "--sessions", POSTGRES_URL)
        instances = {
            port: self.start_gallery(port, log, CASE_STUDIES_POSTGRES_BIN, arguments)
            for port in (first, second)}
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Deploy",
                               "nginx.conf")) as template:
            configuration = (template.read()
                             .replace("127.0.0.1:8080", "127.0.0.1:%d" % proxy)
                             .replace("127.0.0.1:8081", "127.0.0.1:%d" % first)
                             .replace("127.0.0.1:8082", "127.0.0.1:%d" % second))
        os.makedirs(os.path.join(work, "tmp"))
        with open(os.path.join(work, "nginx.conf"), "w") as file:
            file.write(configuration)
        nginx = subprocess.Popen(["nginx", "-p", work, "-c", os.path.join(work, "nginx.conf")],
                                 stdout=log, stderr=subprocess.STDOUT)
        try:
            self.wait(lambda: self.answers(proxy), "nginx never started")
            base = "http://127.0.0.1:%d" % proxy
            self.open_todos_in_edit_mode(base + "/todos", stored_state_in_postgres)

            # nginx keeps this client on one instance: the one that knows a new page's ticket.
            serving = self.sticky_instance(base, (first, second))
            instances[serving].kill()
            instances[serving].wait()
            killed = time.monotonic()
            elapsed = self.check_todos_came_back(killed, "todos-failed-over")
            print("restart: through nginx, the Todos tab was back on the other instance %.2f s "
                  "after its instance was killed (PostgreSQL store)" % elapsed)
        finally:
            nginx.terminate()
            nginx.wait()
            for process in instances.values():
                process.kill()
                process.wait()
            log.close()
            shutil.rmtree(work, ignore_errors=True)

    @staticmethod
    def sticky_instance(base, ports):
        """The instance that served a page just fetched through the proxy: the other one
        refuses its ticket."""
        with urllib.request.urlopen(base + "/counters", timeout=5) as response:
            token = re.search(r'data-cw-session="([0-9a-f]+)"', response.read().decode()).group(1)
        for port in ports:
            try:
                with websockets.sync.client.connect(
                        "ws://127.0.0.1:%d/_cw/ws?token=%s" % (port, token),
                        origin="http://127.0.0.1:%d" % port, open_timeout=5):
                    return port
            except websockets.exceptions.InvalidStatus:
                continue
        raise AssertionError("no instance knew the page's ticket")
