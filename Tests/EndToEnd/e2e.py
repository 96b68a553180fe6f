"""End-to-end tests of the case-studies gallery: each case study driven in headless Chromium
the way a person would use it.

Run through `Scripts/e2e`, which builds and starts the server and passes its address:

    CASE_STUDIES_URL=http://127.0.0.1:8080/ python3 Tests/EndToEnd/e2e.py

Every wait is explicit and bounded (WebDriverWait), never a sleep. Each case study's test saves
a screenshot to $E2E_SCREENSHOTS (default .build/e2e-screenshots), plus one named
`<test>-failure.png` when it fails.
"""

import os
import re
import shutil
import signal
import sys
import unittest

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from drawing import DrawingTests
from inspector import InspectorTests
from restart import RestartTests

BASE_URL = os.environ.get("CASE_STUDIES_URL", "").rstrip("/")
SCREENSHOTS = os.environ.get("E2E_SCREENSHOTS", os.path.join(".build", "e2e-screenshots"))
# Generous for a loaded two-core machine; a passing run waits far less.
TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "15"))


def find_executable(names, variable):
    """The first of `names` on the PATH (or in /usr/bin), unless `variable` names one."""
    if os.environ.get(variable):
        return os.environ[variable]
    for name in names:
        path = shutil.which(name) or shutil.which(name, path="/usr/bin:/usr/lib/chromium")
        if path:
            return path
    return None


def luminance(css_color):
    """How light an `rgb()`/`rgba()` color is, from 0 (black) to 1 (white)."""
    red, green, blue = (float(channel) / 255 for channel in re.findall(r"[\d.]+", css_color)[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def launch_browser():
    chromium = find_executable(["chromium", "chromium-browser", "google-chrome"], "CHROMIUM")
    driver_path = find_executable(["chromedriver"], "CHROMEDRIVER")
    if not chromium or not driver_path:
        raise RuntimeError(
            "headless Chromium and chromedriver are needed: "
            "apt-get install -y chromium chromium-driver"
        )
    options = Options()
    options.binary_location = chromium
    for argument in [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--window-size=1000,900",
    ]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    driver.set_page_load_timeout(TIMEOUT)
    driver.set_script_timeout(TIMEOUT)
    return driver


class GalleryTests(DrawingTests, InspectorTests, RestartTests, unittest.TestCase):
    """One browser for the whole run; every test loads its page afresh, which gives it a
    session (and stores) of its own on the server."""

    driver = None

    @classmethod
    def setUpClass(cls):
        if not BASE_URL:
            raise RuntimeError("CASE_STUDIES_URL is not set: run Scripts/e2e")
        os.makedirs(SCREENSHOTS, exist_ok=True)
        cls.driver = launch_browser()

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

    # MARK: - Helpers

    def wait(self, condition, message):
        # A patch can replace an element between finding it and reading it: look again.
        return WebDriverWait(
            self.driver, TIMEOUT, poll_frequency=0.05,
            ignored_exceptions=[StaleElementReferenceException],
        ).until(
            lambda _: condition(), message
        )

    def open(self, path):
        """Loads a page and waits until its WebSocket is live."""
        self.driver.get(BASE_URL + path)
        self.wait(
            lambda: self.driver.find_elements(By.CSS_SELECTOR, 'main[data-cw-status="live"]'),
            "the page never connected to its session",
        )

    def screenshot(self, name):
        try:
            self.driver.save_screenshot(os.path.join(SCREENSHOTS, name + ".png"))
        except WebDriverException:
            pass

    def elements(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def element(self, css, message=None):
        return self.wait(
            lambda: next(iter(e for e in self.elements(css) if e.is_displayed()), None),
            message or "no visible element matches " + css,
        )

    def field(self, label):
        """A text field or secure field, by its label."""
        return self.element('input[aria-label="%s"]' % label, "no field labelled " + label)

    def button(self, label):
        """An enabled button, by its text or its accessible label."""

        def find():
            for button in self.elements("button"):
                if (
                    button.text.strip() == label or button.get_attribute("aria-label") == label
                ) and button.is_displayed() and button.is_enabled():
                    return button
            return None

        return self.wait(find, "no enabled button labelled " + label)

    def switch(self, label):
        """A toggle's switch, by its label."""

        def find():
            for toggle in self.elements("label.cw-toggle"):
                if toggle.find_element(By.CSS_SELECTOR, ".cw-label").text.strip() == label:
                    return toggle.find_element(By.CSS_SELECTOR, 'input[role="switch"]')
            return None

        return self.wait(find, "no switch labelled " + label)

    def text_appears(self, text):
        return self.wait(
            lambda: text in self.driver.find_element(By.TAG_NAME, "main").text,
            "the page never showed " + repr(text),
        )

    def text_disappears(self, text):
        return self.wait(
            lambda: text not in self.driver.find_element(By.TAG_NAME, "main").text,
            "the page kept showing " + repr(text),
        )

    def alert(self):
        """The alert on screen: (its dialog element, its title)."""
        dialog = self.element('[role="alertdialog"]', "no alert appeared")
        return dialog, dialog.find_element(By.CSS_SELECTOR, ".cw-alert-title").text

    def no_alert(self):
        self.wait(lambda: not self.elements('[role="alertdialog"]'), "the alert stayed up")

    def active_label(self):
        return self.driver.execute_script(
            "var e = document.activeElement;"
            "return e ? (e.getAttribute('aria-label') || e.textContent.trim()) : null;"
        )

    def watch_for_progress(self):
        """Records, from now on, whether a progress indicator ever shows: loading states can be
        shorter than a poll."""
        self.driver.execute_script(
            "window.cwSawProgress = false;"
            "if (window.cwProgressObserver) { window.cwProgressObserver.disconnect(); }"
            "window.cwProgressObserver = new MutationObserver(function () {"
            "  if (document.querySelector('.cw-progress')) { window.cwSawProgress = true; }"
            "});"
            "window.cwProgressObserver.observe(document.body, { subtree: true, childList: true });"
        )

    def saw_progress(self):
        return self.driver.execute_script("return window.cwSawProgress === true;")

    def type_into(self, label, text):
        field = self.field(label)
        field.click()
        field.send_keys(text)
        self.wait(
            lambda: self.field(label).get_attribute("value") == text,
            "the field %s never showed %r" % (label, text),
        )

    def picker(self, label):
        """A picker's `<select>`, by its label."""

        def find():
            for row in self.elements("label.cw-picker-row"):
                if row.find_element(By.CSS_SELECTOR, ".cw-label").text.strip() == label:
                    return row.find_element(By.CSS_SELECTOR, "select")
            return None

        return self.wait(find, "no picker labelled " + label)

    def choose(self, label, option):
        Select(self.picker(label)).select_by_visible_text(option)
        self.wait(
            lambda: Select(self.picker(label)).first_selected_option.text.strip() == option,
            "the picker %s never showed %r" % (label, option),
        )

    def colors(self, text_css):
        """The page's `--cw-background`, its background color, and the color of a text."""
        return self.driver.execute_script(
            "var root = getComputedStyle(document.documentElement);"
            "var text = document.querySelector(arguments[0]);"
            "return { variable: root.getPropertyValue('--cw-background').trim().toLowerCase(),"
            "  background: root.backgroundColor, text: text ? getComputedStyle(text).color : null };",
            text_css,
        )

    def looks_dark(self, text_css):
        colors = self.colors(text_css)
        return (
            (colors["variable"] == "#000000" or colors["background"] == "rgb(0, 0, 0)")
            and colors["text"] is not None and luminance(colors["text"]) > 0.7
        )

    def looks_light(self, text_css):
        colors = self.colors(text_css)
        return (
            colors["variable"] != "#000000" and luminance(colors["background"]) > 0.7
            and colors["text"] is not None and luminance(colors["text"]) < 0.3
        )

    # MARK: - Tests

    def test_index_pushes_every_case_study_and_back(self):
        self.open("/")
        titles = ["Settings", "Login", "Counters", "Tic-tac-toe", "Todos",
                  "View state and navigation", "Load then navigate", "Navigate and load",
                  "Present and load", "Animations", "Timer", "Favorites", "Downloads",
                  "Text styles"]
        self.wait(lambda: len(self.elements(".cw-navigation-link")) == len(titles), "no index links")
        links = [link.text.split("\n")[0] for link in self.elements(".cw-navigation-link")]
        self.assertEqual(links, titles)
        self.screenshot("index")
        # Every study is pushed from the index, and the browser's back button pops it.
        for title, text in [("Counters", "Add counter"), ("Todos", "Add Todo"),
                            ("Load then navigate", "starts from 42")]:
            self.link(title).click()
            self.text_appears(text)
            self.screenshot("index-pushed-" + title.lower().replace(" ", "-"))
            self.wait(lambda: "#" in self.driver.current_url, "the URL did not follow the push")
            self.driver.back()
            self.text_disappears(text)
            self.wait(lambda: "#" not in self.driver.current_url, "back kept the pushed screen")
        # Each study keeps its own address, with a link back to the index.
        self.open("/counters")
        self.text_appears("Add counter")
        self.element("a.cw-link[href='/']").click()
        self.text_appears("Case studies")
        self.wait(lambda: len(self.elements(".cw-navigation-link")) == len(titles), "no index")

    def test_settings(self):
        self.open("/settings")

        # The display name is cut to 16 characters as the user types.
        name = self.field("Display name")
        name.click()
        name.send_keys("Composable Architecture")
        self.wait(
            lambda: self.field("Display name").get_attribute("value") == "Composable Archi",
            "the display name was not cut to 16 characters",
        )

        # Turning notifications on asks this browser; headless Chromium refuses (the page's
        # `Notification.requestPermission()` answers "denied", or "default" for a dismissed
        # prompt, and both mean not granted), so the switch stays off and an alert says so.
        permission = self.driver.execute_script("return Notification.permission;")
        self.assertEqual(permission, "default")
        self.watch_for_progress()
        self.switch("Send notifications").click()
        dialog, title = self.alert()
        self.assertEqual(title, "Notifications not allowed")
        self.assertTrue(self.saw_progress(), "no progress indicator while asking")
        self.assertFalse(self.switch("Send notifications").is_selected())
        # The alert is modal: focus is on its button and the page behind it is inert.
        self.assertEqual(self.active_label(), "OK")
        self.assertTrue(
            self.driver.execute_script(
                "return document.querySelector('.cw-navigation-title').closest('[inert]') !== null;"
            )
        )
        self.screenshot("settings-alert")
        dialog.find_element(By.CSS_SELECTOR, "button").click()
        self.no_alert()

        # Asking again: now the browser's answer is whatever it decided the first time.
        permission = self.driver.execute_script("return Notification.permission;")
        self.switch("Send notifications").click()
        dialog, title = self.alert()
        self.assertEqual(
            title,
            "Notifications are turned off" if permission == "denied" else "Notifications not allowed",
        )
        # Escape presses the alert's only button.
        self.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        self.no_alert()

        # Once the browser grants notifications, the switch turns on and the digest shows.
        self.driver.execute_cdp_cmd(
            "Browser.grantPermissions",
            {"origin": BASE_URL, "permissions": ["notifications"]},
        )
        self.assertEqual(self.driver.execute_script("return Notification.permission;"), "granted")
        self.switch("Send notifications").click()
        self.wait(lambda: self.switch("Send notifications").is_selected(), "the switch stayed off")
        self.element("label.cw-picker-row select", "no digest picker appeared")
        self.text_appears("Top posts digest")
        self.screenshot("settings")

    def test_login(self):
        self.open("/login")

        # Signing in with both fields empty moves focus to the first one…
        self.button("Sign in").click()
        self.wait(lambda: self.active_label() == "Username", "focus did not move to Username")

        # …and with only the password missing, to the password.
        self.field("Username").send_keys("blob")
        self.button("Sign in").click()
        self.wait(lambda: self.active_label() == "Password", "focus did not move to Password")

        self.field("Password").send_keys("secret")
        self.button("Sign in").click()
        self.text_appears("Ready to sign in as blob.")
        self.screenshot("login")

    def test_counters(self):
        self.open("/counters")
        self.button("Add counter").click()
        self.button("Add counter").click()
        self.wait(lambda: len(self.elements(".cw-list .cw-row")) == 2, "no two counters")

        for _ in range(3):
            self.elements('button[aria-label="Increment"]')[0].click()
        self.wait(lambda: self.count_in_row(0) == "3", "the first counter never reached 3")

        # A fact shows a spinner in its row, then opens the prompt.
        self.watch_for_progress()
        self.button("Fact about 3").click()
        self.text_appears("Fact about 3")
        self.assertTrue(self.saw_progress(), "no progress indicator while fetching the fact")
        first_fact = self.prompt_fact()
        self.assertIn("3", first_fact)

        # The prompt fetches another fact with a loading state of its own.
        self.watch_for_progress()
        self.button("Get another fact").click()
        self.wait(lambda: self.button("Get another fact") is not None, "the prompt stayed busy")
        self.assertTrue(self.saw_progress(), "no progress indicator while getting another fact")
        self.assertIn("3", self.prompt_fact())
        self.screenshot("counters")

        self.button("Dismiss").click()
        self.text_disappears("Fact about 3")

        remove = ".//button[normalize-space()='Remove']"
        self.elements(".cw-list .cw-row")[1].find_element(By.XPATH, remove).click()
        self.wait(lambda: len(self.elements(".cw-list .cw-row")) == 1, "the counter was not removed")

    def count_in_row(self, index):
        rows = self.elements(".cw-list .cw-row")
        return rows[index].find_element(By.CSS_SELECTOR, ".cw-font-title3").text

    def prompt_fact(self):
        """The fact the prompt shows, once it is not loading."""

        def fact():
            heading = next(
                (h for h in self.elements(".cw-font-headline") if h.text.startswith("Fact about")),
                None,
            )
            if heading is None or self.elements(".cw-progress"):
                return None
            texts = heading.find_elements(By.XPATH, "following-sibling::*")
            return texts[0].text if texts and texts[0].text else None

        return self.wait(fact, "the prompt showed no fact")

    def test_tic_tac_toe(self):
        self.open("/tic-tac-toe")

        # Sign in with the account that needs a second step.
        self.type_into("Email", "2fa@pointfree.co")
        self.type_into("Password", "password")
        self.watch_for_progress()
        self.button("Log in").click()
        self.field("Code")
        self.assertTrue(self.saw_progress(), "no progress indicator while signing in")
        self.type_into("Code", "1234")
        self.watch_for_progress()
        self.button("Submit").click()

        # Signed in: name the players and start.
        self.field("X player name")
        self.assertTrue(self.saw_progress(), "no progress indicator while checking the code")
        self.type_into("X player name", "Blob")
        self.type_into("O player name", "Blob Jr.")
        self.button("Let's play!").click()
        self.text_appears("Blob, place your ×")

        # X takes the top row.
        for row, column in [(1, 1), (2, 1), (1, 2), (2, 2), (1, 3)]:
            label = "Row %d, column %d" % (row, column)
            self.button(label + ": empty").click()
            self.wait(
                lambda: not self.elements('button[aria-label="%s: empty"]' % label),
                "the move at %s was not made" % label,
            )
        self.text_appears("Winner! Congratulations Blob!")
        self.screenshot("tic-tac-toe")

        # Logging out goes back to the login screen.
        self.button("Log out").click()
        self.field("Email")
        self.text_disappears("Winner!")

    def test_tic_tac_toe_with_the_return_key(self):
        # Return in a field without an action of its own presses its screen's next button, as
        # in a browser form: every step here is taken from the keyboard.
        self.open("/tic-tac-toe")
        self.type_into("Email", "2fa@pointfree.co")
        self.type_into("Password", "password")
        self.field("Password").send_keys(Keys.RETURN)
        self.type_into("Code", "1234")
        self.field("Code").send_keys(Keys.RETURN)
        self.type_into("X player name", "Blob")
        self.type_into("O player name", "Blob Jr.")
        self.field("O player name").send_keys(Keys.RETURN)
        self.text_appears("Blob, place your ×")
        self.screenshot("tic-tac-toe-return-key")

    def test_alert_gives_focus_back(self):
        # The button that started the work is disabled while it runs; once the alert about its
        # failure is dismissed, focus is on that button again rather than on the page's body.
        self.open("/tic-tac-toe")
        self.type_into("Email", "blob@pointfree.co")
        self.type_into("Password", "wrong")
        self.button("Log in").click()
        dialog, title = self.alert()
        self.assertEqual(title, "Couldn't sign in")
        dialog.find_element(By.CSS_SELECTOR, "button").click()
        self.no_alert()
        self.wait(lambda: self.active_label() == "Log in", "focus did not go back to Log in")

    def test_dark_mode_by_the_appearance_picker(self):
        self.open("/settings")
        label = "label.cw-picker-row .cw-label"
        self.choose("Appearance", "Dark")
        self.wait(lambda: self.looks_dark(label), "choosing Dark did not turn the page dark")
        self.screenshot("settings-dark")
        self.choose("Appearance", "Light")
        self.wait(lambda: self.looks_light(label), "choosing Light did not turn the page light")

    def test_dark_mode_by_the_browser_preference(self):
        self.driver.execute_cdp_cmd(
            "Emulation.setEmulatedMedia",
            {"features": [{"name": "prefers-color-scheme", "value": "dark"}]},
        )
        try:
            self.open("/")
            self.assertTrue(
                self.driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches;"),
                "the browser did not take the dark preference",
            )
            self.wait(
                lambda: self.looks_dark(".cw-navigation-title"),
                "the index did not follow the browser's dark preference",
            )
            self.screenshot("index-dark")
        finally:
            # Back to the browser's own preference, for the tests after this one.
            self.driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia",
                {"media": "", "features": [{"name": "prefers-color-scheme", "value": ""}]},
            )


    # MARK: - View state, navigation and lists (issue 15)

    def row_texts(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('.cw-row input')).map(function (e) { return e.value; });"
        )

    def add_todos(self, texts):
        """Adds to-dos on the Todos page, each typed into the new row at the top."""
        for text in texts:
            self.button("Add Todo").click()
            self.wait(lambda: self.row_texts() and self.row_texts()[0] == "", "no new to-do row")
            field = self.elements(".cw-row input")[0]
            field.click()
            field.send_keys(text)
            self.wait(lambda: self.row_texts()[0] == text, "the to-do never showed " + text)

    def link(self, title):
        """A navigation link, by the end of its text (after any icon) or of its first line."""

        def find():
            for link in self.elements(".cw-navigation-link"):
                text = link.text.strip()
                if (text.endswith(title) or text.split("\n")[0].endswith(title)) and link.is_displayed():
                    return link
            return None

        return self.wait(find, "no navigation link titled " + title)

    def test_todos(self):
        self.open("/todos")
        self.add_todos(["Bread", "Eggs", "Oat milk"])
        self.assertEqual(self.row_texts(), ["Oat milk", "Eggs", "Bread"])
        # Checking one off sinks it to the bottom a moment later.
        self.button("Not completed").click()
        self.wait(lambda: self.row_texts() == ["Eggs", "Bread", "Oat milk"], "no delayed re-sort")
        self.screenshot("todos")
        # Edit mode: move and delete with the row controls.
        self.button("Edit").click()
        self.button("Done")
        self.screenshot("todos-editing")
        self.elements('button[aria-label="Move down"]')[0].click()
        self.wait(lambda: self.row_texts()[:2] == ["Bread", "Eggs"], "the move did not happen")
        self.elements('.cw-row-delete')[0].click()
        self.wait(lambda: self.row_texts() == ["Eggs", "Oat milk"], "the delete did not happen")
        self.button("Done").click()
        self.button("Edit")
        # Clear Completed removes the checked-off to-do.
        self.button("Clear Completed").click()
        self.wait(lambda: self.row_texts() == ["Eggs"], "Clear Completed kept the completed to-do")

    def test_view_state_navigation_follows_browser_history(self):
        self.open("/view-state")
        self.link("Nested screens").click()
        self.text_appears("You are 1 screen deep.")
        self.link("Go deeper").click()
        self.text_appears("You are 2 screens deep.")
        self.wait(lambda: self.driver.current_url.endswith("#/Level%201/Level%202"), "the URL did not follow")
        self.screenshot("nested-screens")
        self.driver.back()
        self.text_disappears("You are 2 screens deep.")
        self.wait(lambda: self.driver.current_url.endswith("#/Level%201"), "back did not pop the URL")
        self.driver.forward()
        self.text_appears("You are 2 screens deep.")
        # The page's own Back buttons pop the browser history too.
        self.elements(".cw-back")[-1].click()
        self.text_disappears("You are 2 screens deep.")
        self.elements(".cw-back")[-1].click()
        self.text_disappears("You are 1 screen deep.")
        self.wait(lambda: "#" not in self.driver.current_url, "the URL kept a pushed screen")

    def test_focus_form_with_keyboard(self):
        self.open("/view-state")
        self.link("Focus form").click()
        self.button("Sign up").click()
        self.wait(lambda: self.active_label() == "Name", "Sign up did not focus the empty name")
        self.driver.switch_to.active_element.send_keys("Blob" + Keys.RETURN)
        self.wait(lambda: self.active_label() == "Email", "Return did not move on to Email")
        self.driver.switch_to.active_element.send_keys("blob@pointfree.co" + Keys.RETURN)
        self.wait(lambda: self.active_label() == "Password", "Return did not move on to Password")
        self.driver.switch_to.active_element.send_keys("secret" + Keys.RETURN)
        self.text_appears("Welcome, Blob!")
        self.screenshot("focus-form")

    def test_sheet_dismisses_itself(self):
        self.open("/view-state")
        self.link("Sheet that dismisses itself").click()
        self.button("Write a note").click()
        self.type_into("Note", "Buy milk")
        self.screenshot("sheet")
        self.button("Save").click()
        self.text_appears("Note: Buy milk")
        self.button("Write a note").click()
        self.button("Cancel").click()
        self.wait(lambda: not self.elements(".cw-sheet"), "Cancel did not dismiss the sheet")

    def test_refreshable_list(self):
        self.open("/view-state")
        self.link("Refreshable list").click()
        self.watch_for_progress()
        self.button("↻ Refresh").click()
        self.text_appears("1 ")
        self.assertTrue(self.saw_progress(), "no spinner while refreshing")
        self.button("↻ Refresh")
        self.screenshot("refreshable")

    def test_measured_layout_follows_window_resize(self):
        self.open("/view-state")
        self.link("Measured layout").click()
        self.wait(lambda: "This area is 0" not in self.driver.find_element(By.TAG_NAME, "main").text
                  and "This area is" in self.driver.find_element(By.TAG_NAME, "main").text,
                  "the reader never reported its size")
        wide = self.driver.find_element(By.XPATH, "//*[contains(text(), 'This area is')]").text
        self.driver.set_window_size(600, 900)
        try:
            self.wait(
                lambda: self.driver.find_element(By.XPATH, "//*[contains(text(), 'This area is')]").text != wide,
                "resizing the window did not re-measure")
            self.screenshot("measured-layout-narrow")
        finally:
            self.driver.set_window_size(1000, 900)


    def shown_count(self, screen):
        """The count a pushed or presented counter shows, as text."""
        return self.driver.execute_script(
            "var screens = document.querySelectorAll(arguments[0]);"
            "if (!screens.length) { return null; }"
            "var screen = screens[screens.length - 1];"
            "var plus = screen.querySelector('button[aria-label=\"Increment\"]');"
            "return plus ? plus.previousElementSibling.textContent.trim() : null;",
            screen,
        )

    def test_load_then_navigate(self):
        self.open("/")
        self.link("Load then navigate").click()
        self.watch_for_progress()
        self.link("starts from 42").click()
        # The row spins while the counter loads; nothing is pushed yet.
        self.element(".cw-row .cw-progress, .cw-section-body .cw-progress", "the row never spun")
        self.screenshot("load-then-navigate-loading")
        self.assertEqual(len(self.elements(".cw-navigation-destination")), 1)
        self.wait(lambda: self.shown_count(".cw-navigation-destination") == "42", "no counter pushed")
        self.assertFalse(self.elements(".cw-row .cw-progress, .cw-section-body .cw-progress"))
        self.button("Increment").click()
        self.wait(lambda: self.shown_count(".cw-navigation-destination") == "43", "no increment")
        self.assertEqual(self.elements(".cw-back")[-1].text, "‹ Load then navigate")
        self.screenshot("load-then-navigate-counter")
        # The browser's back button pops the counter, and the row keeps its count.
        self.driver.back()
        self.text_appears("starts from 43")
        self.wait(lambda: len(self.elements(".cw-navigation-destination")) == 1, "the counter stayed")
        self.driver.back()
        self.text_appears("Case studies")
        self.wait(lambda: not self.elements(".cw-navigation-destination"), "the study stayed")

    def test_navigate_and_load(self):
        self.open("/navigate-and-load")
        self.link("starts from 100").click()
        # Pushed at once, with a spinner until the counter loads.
        self.element(".cw-navigation-destination .cw-progress", "the pushed screen never spun")
        self.screenshot("navigate-and-load-loading")
        self.wait(lambda: self.shown_count(".cw-navigation-destination") == "100", "no counter")
        self.button("Decrement").click()
        self.wait(lambda: self.shown_count(".cw-navigation-destination") == "99", "no decrement")
        self.screenshot("navigate-and-load-counter")
        # The page's own back control pops it too.
        self.elements(".cw-back")[-1].click()
        self.text_appears("starts from 99")
        self.wait(lambda: not self.elements(".cw-navigation-destination"), "the counter stayed")
        self.wait(lambda: "#" not in self.driver.current_url, "the URL kept the pushed screen")

    def test_present_and_load(self):
        self.open("/present-and-load")
        self.button("Load optional counter that starts from 0").click()
        self.element(".cw-sheet .cw-progress", "the sheet never spun")
        self.screenshot("present-and-load-loading")
        self.wait(lambda: self.shown_count(".cw-sheet") == "0", "no counter in the sheet")
        self.button("Increment").click()
        self.button("Increment").click()
        self.wait(lambda: self.shown_count(".cw-sheet") == "2", "no increment")
        self.screenshot("present-and-load-counter")
        self.button("Close").click()
        self.wait(lambda: not self.elements(".cw-sheet"), "Close did not close the sheet")
        self.text_appears("starts from 2")


def interrupt(signum, frame):
    raise KeyboardInterrupt()


def main():
    # A runner's `timeout` sends SIGTERM: stop like an interrupt, and still shut the browser down.
    signal.signal(signal.SIGTERM, interrupt)
    try:
        program = unittest.main(exit=False, verbosity=2)
    finally:
        GalleryTests.tearDownClass()
    result = program.result
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.testsRun - failed - len(result.skipped)
    print("e2e: %d passed, %d failed" % (passed, failed))
    sys.exit(0 if failed == 0 and result.testsRun > 0 else 1)


if __name__ == "__main__":
    main()
