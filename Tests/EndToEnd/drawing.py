"""End-to-end tests of the drawing, styling and gesture case studies (SPEC §13 C), mixed into
e2e.py's GalleryTests: they use its helpers (open, element, wait, screenshot, …)."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

# Counts what the page sends and how many animation frames pass, from the moment it runs.
COUNT_MESSAGES = """
window.cwSent = [];
var send = WebSocket.prototype.send;
WebSocket.prototype.send = function (text) { window.cwSent.push(JSON.parse(text)); return send.call(this, text); };
window.cwFrames = 0;
(function tick() { window.cwFrames += 1; requestAnimationFrame(tick); })();
"""


class DrawingTests:
    def circle(self):
        # The drag is taken by the element that carries it: the circle's frame, which the offset moves.
        return self.element("[data-cw-drag]:has(> svg.cw-shape)", "no draggable circle")

    def transform(self, element):
        style = (element.get_attribute("style") or "").replace(" ", "")
        start = style.find("transform:")
        return style[start:].split(";")[0] if start >= 0 else ""

    def test_animations_drag_springs_back(self):
        self.open("/animations")
        self.driver.execute_script(COUNT_MESSAGES)
        circle = self.circle()
        actions = ActionChains(self.driver, duration=0)
        actions.move_to_element(circle).click_and_hold()
        for _ in range(100):
            actions.move_by_offset(2, 1)
        actions.perform()
        self.wait(
            lambda: "translate(200px,100px)" in self.transform(self.circle()),
            "the circle did not follow the pointer",
        )
        self.screenshot("animations-dragging")
        drags = self.driver.execute_script(
            "return window.cwSent.filter(function (m) { return m.t === 'drag'; }).length;")
        frames = self.driver.execute_script("return window.cwFrames;")
        # At most one report per animation frame, however many pointer moves.
        self.assertGreater(drags, 0)
        self.assertLessEqual(drags, frames + 1)
        self.assertLess(drags, 100)
        ActionChains(self.driver).release().perform()
        self.wait(
            lambda: "translate(0px,0px)" in self.transform(self.circle()),
            "the circle did not spring back",
        )
        # It springs back with a CSS transition, not a jump.
        duration = self.driver.execute_script(
            "return getComputedStyle(document.querySelector('[data-cw-drag]')).transitionDuration;")
        self.assertNotEqual(duration.split(",")[0].strip(), "0s")

    def test_animations_tap_with_keyboard_and_reset(self):
        self.open("/animations")
        circle = self.circle()
        first = circle.find_element("css selector", "circle").get_attribute("style")
        self.driver.execute_script("arguments[0].focus();", circle)
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        self.wait(
            lambda: self.circle().find_element("css selector", "circle").get_attribute("style") != first,
            "Return on the focused circle did not change its color",
        )
        self.button("Reset").click()
        dialog = self.element("[role=alertdialog], [role=dialog]", "no confirmation dialog")
        self.assertIn("Reset the circle?", dialog.text)
        self.screenshot("animations-reset")
        for button in dialog.find_elements("css selector", "button"):
            if button.text.strip() == "Reset":
                button.click()
                break
        self.wait(
            lambda: self.circle().find_element("css selector", "circle").get_attribute("style") == first,
            "reset did not bring back the first color",
        )

    def test_timer_clock_face(self):
        self.open("/timer")
        # Sixty ticks drawn with shapes around the face.
        self.assertEqual(len(self.elements("cw-i > .cw-frame > svg.cw-shape > rect")), 60)
        hand = self.elements(".cw-frame.cw-fx")[-1]
        self.button("Start").click()
        self.text_appears("00:02")
        self.wait(lambda: "rotate(12deg)" in self.transform(hand), "the second hand did not turn")
        self.screenshot("timer")
        self.button("Stop").click()
        self.button("Start")

    def test_favorites_hearts(self):
        self.open("/favorites")
        self.button("Favorite Functions").click()
        self.wait(lambda: self.elements('[aria-label="Unfavorite Functions"] svg[data-symbol="heart.fill"]'),
                  "the heart did not fill")
        self.button("Favorite Parsers ⚠︎").click()
        dialog, title = self.alert()
        self.assertEqual(title, "Couldn't save")
        self.screenshot("favorites-failed")
        dialog.find_element("css selector", "button").click()
        self.no_alert()
        self.assertTrue(self.elements('[aria-label="Favorite Parsers ⚠︎"] svg[data-symbol="heart"]'))

    def test_text_styles(self):
        self.open("/text-styles")
        self.button("Rounded").click()
        self.wait(lambda: self.elements('.cw-segment[aria-checked="true"]')[0].text == "Rounded",
                  "the segment was not chosen")
        self.wait(lambda: "ui-rounded" in (self.elements(".cw-font-large-title")[0].get_attribute("style") or ""),
                  "the samples did not change design")
        self.screenshot("text-styles")

    def test_downloads_progress_ring(self):
        self.open("/downloads")
        self.button("Download Episode 1: Functions").click()
        # The ring: a circle trimmed by a dash over a path of length 1, filling as it runs.
        ring = self.element('[aria-label="Stop downloading Episode 1: Functions"] circle[pathLength="1"]',
                            "no progress ring")
        first = ring.get_attribute("style")
        self.wait(lambda: self.elements('[aria-label="Stop downloading Episode 1: Functions"] circle[pathLength="1"]')
                  and self.elements('[aria-label="Stop downloading Episode 1: Functions"] circle[pathLength="1"]')[0].get_attribute("style") != first,
                  "the ring did not fill")
        self.screenshot("downloads")
        self.wait(lambda: self.elements('[aria-label="Remove Episode 1: Functions"] svg[data-symbol="checkmark.circle.fill"]'),
                  "the download did not finish")
        self.button("Remove Episode 1: Functions").click()
        dialog, title = self.alert()
        self.assertIn("Remove", title)
        for button in dialog.find_elements("css selector", "button"):
            if button.text.strip() == "Remove":
                button.click()
                break
        self.wait(lambda: self.elements('[aria-label="Download Episode 1: Functions"]'), "the file was not removed")
