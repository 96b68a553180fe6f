"""End-to-end test of sessions that outlive their process (issue 34), mixed into e2e.py's
GalleryTests: a Todos tab keeps its list, its completed to-do and its edit mode when the
server is killed with SIGKILL and started again, without reloading. Needs the gallery's
executable; Scripts/e2e passes it as CASE_STUDIES_BIN."""

import json
import os
import socket
import subprocess
import tempfile
import time

CASE_STUDIES_BIN = os.environ.get("CASE_STUDIES_BIN", "")
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


class RestartTests:
    def start_gallery(self, port, log):
        process = subprocess.Popen(
            [CASE_STUDIES_BIN, "--port", str(port)], stdout=log, stderr=subprocess.STDOUT)
        self.wait(lambda: self.answers(port), "the gallery never started on port %d" % port)
        return process

    @staticmethod
    def answers(port):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return True
        except OSError:
            return False


    def test_todos_survive_a_killed_server(self):
        if not CASE_STUDIES_BIN:
            self.skipTest("CASE_STUDIES_BIN is not set")
        port = free_port()
        log = open(os.path.join(LOG_DIR, "restart.log"), "w")
        server = self.start_gallery(port, log)
        try:
            self.driver.get("http://127.0.0.1:%d/todos" % port)
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
                lambda: (stored_state(token) or {}).get("editMode") == "active",
                "the session's snapshot never reached edit mode")
            # Set in this document only: a reload would lose it.
            self.driver.execute_script("window.cwStillHere = true;")

            server.kill()
            server.wait()
            killed = time.monotonic()
            server = self.start_gallery(port, log)
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
            print("restart: the Todos tab was back %.2f s after the kill" % elapsed)
            self.screenshot("todos-restored")
            # And it is live: leaving edit mode works on the new process.
            self.button("Done").click()
            self.button("Edit")
        finally:
            server.kill()
            server.wait()
            log.close()

