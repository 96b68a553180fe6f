"""End-to-end tests of the example apps that start from a 2021-style `@main struct …: App`:
Concise Forms (Examples/ConciseForms) and Derived Behavior (Examples/DerivedBehavior), each
driven in headless Chromium the way a person would use it, in a phone-sized window.

Run through `Scripts/e2e`, which builds and starts both servers and passes their addresses:

    CONCISE_FORMS_URL=http://127.0.0.1:8081/ DERIVED_BEHAVIOR_URL=http://127.0.0.1:8082/ \
      python3 Tests/EndToEnd/apps.py

It borrows e2e.py's browser and helpers (wait, element, button, switch, field, alert, …), so every
wait is explicit and bounded, never a sleep. Each test saves a screenshot to $E2E_SCREENSHOTS
(default .build/e2e-screenshots), named `apps-…`, plus `<test>-failure.png` when it fails.
"""

import os
import re
import signal
import sys
import time
import unittest
from urllib.parse import urlsplit

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

# Imported as a module, so that running this file runs its own tests only.
import e2e

CONCISE_FORMS_URL = os.environ.get("CONCISE_FORMS_URL", "")
DERIVED_BEHAVIOR_URL = os.environ.get("DERIVED_BEHAVIOR_URL", "")
# A phone's viewport (an iPhone 15 Pro Max's, in CSS pixels).
PHONE = (430, 932)


def origin(url):
    parts = urlsplit(url)
    return "%s://%s" % (parts.scheme, parts.netloc)


class AppTestCase(unittest.TestCase):
    """One browser per app's tests; every test loads the app afresh, which gives it an App
    instance (and a store) of its own on the server."""

    driver = None
    url = ""
    variable = ""

    # e2e.py's helpers, which only need `self.driver`.
    wait = e2e.GalleryTests.wait
    screenshot = e2e.GalleryTests.screenshot
    elements = e2e.GalleryTests.elements
    element = e2e.GalleryTests.element
    field = e2e.GalleryTests.field
    button = e2e.GalleryTests.button
    switch = e2e.GalleryTests.switch
    text_appears = e2e.GalleryTests.text_appears
    text_disappears = e2e.GalleryTests.text_disappears
    alert = e2e.GalleryTests.alert
    no_alert = e2e.GalleryTests.no_alert
    active_label = e2e.GalleryTests.active_label
    watch_for_progress = e2e.GalleryTests.watch_for_progress
    saw_progress = e2e.GalleryTests.saw_progress

    @classmethod
    def setUpClass(cls):
        if not cls.url:
            raise RuntimeError("%s is not set: run Scripts/e2e" % cls.variable)
        os.makedirs(e2e.SCREENSHOTS, exist_ok=True)
        cls.driver = e2e.launch_browser()
        # The window is sized so that its viewport, not its frame, is the phone's.
        cls.driver.set_window_size(*PHONE)
        inner = cls.driver.execute_script("return [window.innerWidth, window.innerHeight];")
        cls.driver.set_window_size(2 * PHONE[0] - inner[0], 2 * PHONE[1] - inner[1])

    @classmethod
    def tearDownClass(cls):
        if cls.driver is not None:
            cls.driver.quit()
            cls.driver = None

    def run(self, result=None):
        # A failing test leaves a picture of the page behind it.
        failures = len(result.failures) + len(result.errors) if result else 0
        outcome = super().run(result)
        if result and len(result.failures) + len(result.errors) > failures:
            self.screenshot(self._testMethodName + "-failure")
        return outcome

    def open(self):
        """Loads the app and waits until its WebSocket is live."""
        self.driver.get(self.url)
        self.wait(
            lambda: self.driver.find_elements(By.CSS_SELECTOR, 'main[data-cw-status="live"]'),
            "the page never connected to its session",
        )

    def main_text(self):
        return self.driver.find_element(By.TAG_NAME, "main").text


class DerivedBehaviorTests(AppTestCase):
    url = DERIVED_BEHAVIOR_URL
    variable = "DERIVED_BEHAVIOR_URL"

    def tearDown(self):
        # Back to one tab for the next test.
        handles = self.driver.window_handles
        for handle in handles[1:]:
            self.driver.switch_to.window(handle)
            self.driver.close()
        self.driver.switch_to.window(handles[0])

    def sum(self):
        """The number the "Sum: N" row shows, or None."""
        match = re.search(r"^Sum: (-?\d+)$", self.main_text(), re.MULTILINE)
        return int(match.group(1)) if match else None

    def counter_rows(self):
        # Rows with a Remove button: the Sum row is not a counter.
        return [
            row for row in self.elements(".cw-list .cw-row")
            if row.find_elements(By.XPATH, ".//button[normalize-space()='Remove']")
        ]

    def counts(self):
        """Each counter row's count, top to bottom."""
        return [
            int(row.find_element(
                By.XPATH, ".//button[normalize-space()='−']/following-sibling::*[1]"
            ).text)
            for row in self.counter_rows()
        ]

    def press(self, label, row):
        """Presses a row's button: −, +, Fact or Remove."""
        self.counter_rows()[row].find_element(
            By.XPATH, ".//button[normalize-space()='%s']" % label
        ).click()

    def shows(self, counts):
        """Waits until the rows show `counts` and the Sum row their sum."""
        self.wait(
            lambda: self.counts() == counts and self.sum() == sum(counts),
            "the page never showed the counts %r with their sum" % (counts,),
        )

    def prompt(self):
        """The fact prompt's card, or None."""
        return next(
            (e for e in self.elements(".cw-zstack > cw-b .cw-frame") if e.is_displayed()), None
        )

    def prompt_fact(self):
        """The fact the prompt shows, once it is not loading."""

        def fact():
            card = self.prompt()
            if card is None or card.find_elements(By.CSS_SELECTOR, ".cw-progress"):
                return None
            lines = card.text.split("\n")
            # Fact / the fact / Get another fact / Dismiss
            return lines[1] if len(lines) == 4 and lines[0] == "Fact" else None

        return self.wait(fact, "the prompt showed no fact")

    def test_each_tab_has_its_own_counters(self):
        self.open()
        self.text_appears("Counters")
        self.assertEqual(self.sum(), 0)
        self.assertEqual(self.counter_rows(), [])
        tab_a = self.driver.current_window_handle

        # Tab A: two counters, the first at 3 and the second at 1.
        self.button("Add").click()
        self.shows([0])
        self.button("Add").click()
        self.shows([0, 0])
        for _ in range(3):
            self.press("+", 0)
        self.shows([3, 0])
        self.press("+", 1)
        self.shows([3, 1])

        # Tab B: the same app in a second tab starts from nothing, and goes its own way.
        self.driver.switch_to.new_window("tab")
        tab_b = self.driver.current_window_handle
        self.open()
        self.text_appears("Counters")
        self.assertEqual(self.sum(), 0)
        self.assertEqual(self.counter_rows(), [])
        self.button("Add").click()
        self.shows([0])
        self.press("−", 0)
        self.press("−", 0)
        self.shows([-2])
        self.screenshot("apps-derived-behavior-tab-b")

        # Back in tab A, nothing of B's shows; A's changes don't reach B either.
        self.driver.switch_to.window(tab_a)
        self.shows([3, 1])
        self.press("−", 0)
        self.shows([2, 1])
        self.screenshot("apps-derived-behavior-tab-a")
        self.driver.switch_to.window(tab_b)
        self.shows([-2])

        # Reloading a tab starts its app afresh.
        self.open()
        self.text_appears("Counters")
        self.shows([])
        self.driver.switch_to.window(tab_a)
        self.shows([2, 1])

    def test_fact_prompt(self):
        self.open()
        self.button("Add").click()
        self.shows([0])
        self.press("+", 0)
        self.press("+", 0)
        self.shows([2])

        # The fact arrives after half a second, in a card over the list.
        asked = time.monotonic()
        self.press("Fact", 0)
        self.assertEqual(self.prompt_fact(), "2 is a prime number.")
        self.assertGreaterEqual(time.monotonic() - asked, 0.4, "the fact came without its delay")

        # Another fact for the same number: a spinner while it loads, then the fact again.
        self.watch_for_progress()
        self.button("Get another fact").click()
        self.wait(lambda: self.saw_progress(), "no progress indicator while getting another fact")
        self.assertEqual(self.prompt_fact(), "2 is a prime number.")
        self.screenshot("apps-derived-behavior-fact")

        # Counting on under the prompt asks about the new number next time.
        self.press("+", 0)
        self.shows([3])
        self.assertEqual(self.prompt_fact(), "2 is a prime number.")
        self.button("Dismiss").click()
        self.wait(lambda: self.prompt() is None, "Dismiss kept the prompt")
        self.text_disappears("is a prime number.")
        self.press("+", 0)
        self.shows([4])
        self.press("Fact", 0)
        self.assertEqual(self.prompt_fact(), "4 is the square of 2.")
        self.button("Dismiss").click()
        self.wait(lambda: self.prompt() is None, "Dismiss kept the prompt")

        # Removing the counter takes it out of the sum.
        self.press("Remove", 0)
        self.shows([])
        self.screenshot("apps-derived-behavior-removed")


class ConciseFormsTests(AppTestCase):
    url = CONCISE_FORMS_URL
    variable = "CONCISE_FORMS_URL"

    def setUp(self):
        # Every test starts with the browser not yet asked about notifications.
        self.driver.execute_cdp_cmd("Browser.resetPermissions", {})

    def tearDown(self):
        self.driver.execute_cdp_cmd("Browser.resetPermissions", {})

    def permission(self):
        return self.driver.execute_script("return Notification.permission;")

    def digest_picker(self):
        return next(
            (
                row.find_element(By.CSS_SELECTOR, "select")
                for row in self.elements("label.cw-picker-row")
                if row.find_element(By.CSS_SELECTOR, ".cw-label").text.strip() == "Top posts digest"
            ),
            None,
        )

    def test_display_name_is_cut_to_16_characters(self):
        self.open()
        name = self.field("Display name")
        name.click()
        name.send_keys("abcdefghijklmnopqrst")
        self.wait(
            lambda: self.field("Display name").get_attribute("value") == "abcdefghijklmnop",
            "the 20-character display name was not cut to 16 characters",
        )
        self.switch("Protect my posts").click()
        self.wait(lambda: self.switch("Protect my posts").is_selected(), "the switch stayed off")
        self.screenshot("apps-concise-forms-display-name")

        # Reset empties the form.
        self.button("Reset").click()
        self.wait(
            lambda: self.field("Display name").get_attribute("value") == ""
            and not self.switch("Protect my posts").is_selected(),
            "Reset kept the form's values",
        )

    def test_notifications_granted(self):
        self.open()
        self.assertEqual(self.permission(), "default")
        self.assertIsNone(self.digest_picker())
        self.driver.execute_cdp_cmd(
            "Browser.grantPermissions",
            {"origin": origin(self.url), "permissions": ["notifications"]},
        )
        self.assertEqual(self.permission(), "granted")

        self.switch("Send notifications").click()
        self.wait(lambda: self.switch("Send notifications").is_selected(), "the switch stayed off")
        picker = self.wait(self.digest_picker, "no digest picker appeared")
        self.assertEqual(
            [option.text for option in Select(picker).options], ["daily", "weekly", "off"]
        )
        self.assertFalse(self.elements('[role="alertdialog"]'))
        Select(picker).select_by_visible_text("weekly")
        self.wait(
            lambda: Select(self.digest_picker()).first_selected_option.text == "weekly",
            "the digest did not change",
        )
        self.screenshot("apps-concise-forms-granted")

        # Turning it off hides the digest; Reset leaves everything off.
        self.switch("Send notifications").click()
        self.wait(lambda: self.digest_picker() is None, "the digest picker stayed")
        self.assertFalse(self.switch("Send notifications").is_selected())
        self.button("Reset").click()
        self.assertFalse(self.switch("Send notifications").is_selected())

    def test_notifications_denied(self):
        self.open()
        self.assertEqual(self.permission(), "default")
        self.driver.execute_cdp_cmd(
            "Browser.setPermission",
            {
                "permission": {"name": "notifications"},
                "setting": "denied",
                "origin": origin(self.url),
            },
        )
        self.assertEqual(self.permission(), "denied")

        self.switch("Send notifications").click()
        dialog, title = self.alert()
        self.assertEqual(title, "You need to enable permissions from iOS settings")
        self.assertFalse(self.switch("Send notifications").is_selected())
        self.assertIsNone(self.digest_picker())
        self.assertEqual(self.active_label(), "OK")
        self.screenshot("apps-concise-forms-denied")

        dialog.find_element(By.CSS_SELECTOR, "button").click()
        self.no_alert()
        self.assertFalse(self.switch("Send notifications").is_selected())
        self.assertIsNone(self.digest_picker())


def interrupt(signum, frame):
    raise KeyboardInterrupt()


def main():
    # A runner's `timeout` sends SIGTERM: stop like an interrupt, and still shut the browsers down.
    signal.signal(signal.SIGTERM, interrupt)
    try:
        program = unittest.main(exit=False, verbosity=2)
    finally:
        DerivedBehaviorTests.tearDownClass()
        ConciseFormsTests.tearDownClass()
    result = program.result
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.testsRun - failed - len(result.skipped)
    # Not `e2e: N passed, …`: Scripts/e2e adds these counts to the gallery's in its own last line.
    print("e2e apps: %d passed, %d failed" % (passed, failed))
    sys.exit(0 if failed == 0 and result.testsRun > 0 else 1)


if __name__ == "__main__":
    main()
