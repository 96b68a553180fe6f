"""End-to-end test of the time-travel inspector (issue 17), mixed into e2e.py's GalleryTests:
the Timer case study is played in one tab, and inspected, scrubbed, resumed and exported from a
second one. Needs the server started with --inspect; Scripts/e2e passes the inspector's URL."""

import json
import os
import re

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

INSPECTOR_URL = os.environ.get("INSPECTOR_URL", "")


class InspectorTests:
    def inspector_rows(self):
        return self.elements("#actions li[data-step]")

    def status(self):
        return self.driver.find_element(By.ID, "status").text

    def main_text(self):
        return self.driver.find_element(By.TAG_NAME, "main").text

    def press(self, key):
        ActionChains(self.driver).send_keys(key).perform()

    def test_inspector_scrubs_a_timer_back_and_exports_it(self):
        if not INSPECTOR_URL:
            self.skipTest("INSPECTOR_URL is not set: run Scripts/e2e")
        self.open("/timer")
        page = self.driver.current_window_handle
        self.button("Start").click()
        self.text_appears("00:03")
        self.button("Stop").click()
        self.wait(lambda: self.button("Start") is not None, "the timer never stopped")
        seconds = self.shown_seconds()
        self.assertGreaterEqual(seconds, 3)

        self.driver.switch_to.new_window("tab")
        inspector = self.driver.current_window_handle
        self.driver.get(INSPECTOR_URL)
        # The newest open session of /timer: this test's tab.
        def timer_session():
            options = [
                o for o in self.elements("#session option")
                if "/timer" in o.text and "closed" not in o.text
            ]
            return options[-1] if options else None

        option = self.wait(timer_session, "the inspector never listed the timer's session")
        if option.get_attribute("selected") is None:
            option.click()
        # Start, a tick per second, Stop.
        self.wait(lambda: len(self.inspector_rows()) == seconds + 2, "the actions never listed")
        labels = [row.find_element(By.CSS_SELECTOR, ".label").text for row in self.inspector_rows()]
        self.assertEqual(labels[0], "ClockTimerAction.toggleTimerButtonTapped")
        self.assertEqual(labels[1:-1], ["ClockTimerAction.timerTicked"] * seconds)
        self.assertEqual(labels[-1], "ClockTimerAction.toggleTimerButtonTapped")
        self.assertIn("Live", self.status())

        # Filter by label.
        self.driver.find_element(By.ID, "filter").send_keys("toggle")
        self.wait(
            lambda: len([r for r in self.inspector_rows() if r.is_displayed()]) == 2,
            "the filter did not narrow the list to the two toggles",
        )
        # Erased as a person would: each key is an input event (Selenium's clear() fires none).
        self.driver.find_element(By.ID, "filter").send_keys(Keys.BACKSPACE * len("toggle"))
        self.wait(
            lambda: len([r for r in self.inspector_rows() if r.is_displayed()]) == seconds + 2,
            "clearing the filter did not bring the rows back",
        )

        # Pick the second tick: the tab shows 00:02, read-only.
        self.inspector_rows()[2].click()
        self.wait(lambda: self.status().startswith("Past · step 3"), "the inspector did not travel")
        self.wait(
            lambda: "+   secondsElapsed: 2" in self.diff_text(),
            "the diff of the second tick never showed",
        )
        self.screenshot("inspector")
        # Step back with the keyboard: 00:01.
        self.press(Keys.ARROW_LEFT)
        self.wait(lambda: self.status().startswith("Past · step 2"), "← did not step back")

        self.driver.switch_to.window(page)
        self.wait(lambda: self.shown_seconds() == 1, "the tab never showed the past state")
        banner = self.element("#cw-past", "the tab never said it shows the past")
        self.assertIn("Viewing the past", banner.text)
        self.assertTrue(
            self.driver.execute_script("return document.querySelector('main').inert"),
            "the tab in the past is not read-only",
        )
        self.screenshot("inspector-past-tab")

        # Resume the present.
        self.driver.switch_to.window(inspector)
        self.press(Keys.ESCAPE)
        self.wait(lambda: self.status() == "Live", "Esc did not resume")
        self.driver.switch_to.window(page)
        self.wait(lambda: not self.elements("#cw-past"), "the past bar stayed after resuming")
        self.wait(lambda: self.shown_seconds() == seconds, "the present did not come back")
        self.assertFalse(self.driver.execute_script("return document.querySelector('main').inert"))

        # Export the session as a bug report.
        self.driver.switch_to.window(inspector)
        self.driver.find_element(By.ID, "export").click()
        exported = self.wait(
            lambda: self.driver.execute_script("return window.inspectorLastExport || null"),
            "the export never arrived",
        )
        report = json.loads(exported)
        self.assertEqual(report["format"], "composable-architecture-bug-report")
        self.assertEqual(report["actionType"], "ClockTimerAction")
        self.assertEqual(len(report["actions"]), seconds + 2)
        self.assertEqual(report["finalState"]["secondsElapsed"], seconds)
        self.assertEqual(report["initialState"]["secondsElapsed"], 0)
        path = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".build", "e2e", "timer-bug-report.json"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as file:
            file.write(exported)

        # A report larger than the server's message limit is refused with a message, not sent.
        large = os.path.join(os.path.dirname(path), "too-large-report.json")
        with open(large, "w") as file:
            file.write(" " * (2 << 20))
        self.driver.find_element(By.ID, "load").send_keys(large)
        toast = self.element("#toast", "a too-large report was not refused")
        self.assertIn("this server takes reports up to 1.0 MB", toast.text)

        # Load it back and scrub through it in the same tab.
        self.driver.find_element(By.ID, "load").send_keys(path)
        self.wait(
            lambda: "bug report" in self.driver.find_element(By.CSS_SELECTOR, "#session option:checked").text,
            "the loaded report was not selected",
        )
        self.wait(lambda: len(self.inspector_rows()) == seconds + 2, "the report's actions never listed")
        self.inspector_rows()[1].click()
        self.wait(lambda: self.status().startswith("Past · step 2"), "the report did not travel")
        self.driver.switch_to.window(page)
        self.wait(lambda: self.shown_seconds() == 1, "the tab never showed the report's state")
        self.driver.switch_to.window(inspector)
        self.driver.find_element(By.ID, "resume").click()
        self.wait(lambda: not self.status().startswith("Past"), "Resume did not resume")
        self.driver.close()
        self.driver.switch_to.window(page)
        self.wait(lambda: not self.elements("#cw-past"), "the past bar stayed after resuming")

    def test_todos_and_counters_export_load_and_replay(self):
        """The bug-report walkthrough: a session exported from the inspector, loaded into a
        fresh tab of the same page, shows the exported session's state at its last step."""
        if not INSPECTOR_URL:
            self.skipTest("INSPECTOR_URL is not set: run Scripts/e2e")

        def play_todos():
            self.add_todos(["Bread", "Eggs", "Oat milk"])
            self.button("Not completed").click()
            self.wait(lambda: self.row_texts() == ["Eggs", "Bread", "Oat milk"], "no re-sort")
            return ["Eggs", "Bread", "Oat milk"]

        def play_counters():
            self.button("Add counter").click()
            self.wait(lambda: len(self.elements(".cw-list .cw-row")) == 1, "no counter")
            for _ in range(2):
                self.elements('button[aria-label="Increment"]')[0].click()
            self.wait(lambda: self.count_in_row(0) == "2", "the counter never reached 2")
            return "2"

        for path, action_type, play, shown in [
            ("/todos", "TodosAction", play_todos, self.row_texts),
            ("/counters", "CountersAction", play_counters, lambda: self.count_in_row(0)),
        ]:
            with self.subTest(path=path):
                self.export_and_replay(path, action_type, play, shown)

    def export_and_replay(self, path, action_type, play, shown):
        self.open(path)
        played = self.driver.current_window_handle
        expected = play()

        self.driver.switch_to.new_window("tab")
        inspector = self.driver.current_window_handle
        self.driver.get(INSPECTOR_URL)
        self.select_newest_session(path)
        self.wait(lambda: len(self.inspector_rows()) > 0, "the session's actions never listed")
        self.driver.find_element(By.ID, "export").click()
        exported = self.wait(
            lambda: self.driver.execute_script("return window.inspectorLastExport || null"),
            "the export never arrived",
        )
        report = json.loads(exported)
        self.assertEqual(report["actionType"], action_type)
        self.driver.execute_script("window.inspectorLastExport = null")
        name = path.strip("/") + "-bug-report.json"
        file = os.path.abspath(
            os.path.join(os.path.dirname(__file__), "..", "..", ".build", "e2e", name))
        os.makedirs(os.path.dirname(file), exist_ok=True)
        with open(file, "w") as output:
            output.write(exported)

        # A fresh tab of the same page, picked in the inspector, shows the report.
        self.driver.switch_to.new_window("tab")
        fresh = self.driver.current_window_handle
        self.open(path)
        self.driver.switch_to.window(inspector)
        self.driver.refresh()
        self.select_newest_session(path)
        self.driver.find_element(By.ID, "load").send_keys(file)
        self.wait(
            lambda: "bug report" in self.driver.find_element(
                By.CSS_SELECTOR, "#session option:checked").text,
            "the loaded report was not selected",
        )
        rows = self.wait(
            lambda: self.inspector_rows() if len(self.inspector_rows()) == len(report["actions"])
            else None,
            "the report's actions never listed",
        )
        rows[-1].click()
        self.wait(lambda: self.status().startswith("Past"), "the report did not travel")
        self.driver.switch_to.window(fresh)
        self.wait(lambda: shown() == expected, "the fresh tab never showed the report's state")
        self.screenshot(path.strip("/") + "-replayed")

        self.driver.switch_to.window(inspector)
        self.driver.close()
        self.driver.switch_to.window(fresh)
        self.driver.close()
        self.driver.switch_to.window(played)

    def select_newest_session(self, path):
        def newest():
            options = [
                o for o in self.elements("#session option")
                if path in o.text and "closed" not in o.text and "bug report" not in o.text
            ]
            return options[-1] if options else None

        option = self.wait(newest, "the inspector never listed the session of " + path)
        if option.get_attribute("selected") is None:
            option.click()

    def shown_seconds(self):
        """The seconds the timer's `mm:ss` shows."""
        match = re.search(r"\b(\d\d):(\d\d)\b", self.main_text())
        return int(match.group(1)) * 60 + int(match.group(2)) if match else None

    def diff_text(self):
        return self.driver.find_element(By.ID, "detail-body").text
