"""End-to-end test of the development loop (issue 34): with `Scripts/dev` serving the gallery, a
Todos tab with a to-do in it sees a changed `Text` (the screen's title) after the source file is
saved, with the same to-do and without reloading.

Run through `Scripts/e2e`. It changes Sources/GalleryStudies/TodosView.swift and puts it back
afterwards, whatever happens."""

import os
import signal
import subprocess
import sys
import time

from selenium.webdriver.common.by import By

from e2e import launch_browser
from restart import free_port, stored_state

VIEW = os.path.join("Sources", "GalleryStudies", "TodosView.swift")
BEFORE = '.navigationTitle("Todos")'
AFTER = '.navigationTitle("To-dos")'
# A rebuild of the view's module and the link, on a loaded two-core machine.
REBUILD_TIMEOUT = float(os.environ.get("E2E_REBUILD_TIMEOUT", "300"))


def wait(condition, timeout, message):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except Exception:  # a patch replaced the element between finding and reading it
            pass
        time.sleep(0.05)
    raise AssertionError(message)


def main():
    original = open(VIEW).read()
    if BEFORE not in original:
        print("devloop: %s has no %s to change" % (VIEW, BEFORE))
        sys.exit(1)
    port = free_port()
    log = open(os.path.join(os.environ.get("E2E_LOG_DIR", ".build/e2e"), "dev.log"), "w")
    dev = subprocess.Popen(
        ["Scripts/dev", "--port", str(port)], stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True)
    driver = None
    try:
        driver = launch_browser()
        url = "http://127.0.0.1:%d/todos" % port
        wait(lambda: driver.get(url) is None and driver.find_elements(
            By.CSS_SELECTOR, 'main[data-cw-status="live"]'), REBUILD_TIMEOUT,
            "Scripts/dev never served the gallery")
        title = lambda: driver.find_element(By.CSS_SELECTOR, ".cw-navigation-title").text
        rows = lambda: driver.execute_script(
            "return Array.from(document.querySelectorAll('.cw-row input'))"
            ".map(function (e) { return e.value; });")
        driver.find_element(By.XPATH, "//button[normalize-space()='Add Todo']").click()
        wait(lambda: rows() == [""], 15, "no new to-do row")
        field = driver.find_elements(By.CSS_SELECTOR, ".cw-row input")[0]
        field.click()
        field.send_keys("Milk")
        wait(lambda: rows() == ["Milk"], 15, "the to-do never showed Milk")
        # The snapshot has the to-do before the file changes.
        token = driver.execute_script(
            "return document.querySelector('main').getAttribute('data-cw-session');")
        wait(lambda: "Milk" in str(stored_state(token)), 15, "no snapshot with the to-do")
        driver.execute_script("window.cwStillHere = true;")

        saved = time.monotonic()
        with open(VIEW, "w") as file:
            file.write(original.replace(BEFORE, AFTER))
        wait(lambda: title() == "To-dos", REBUILD_TIMEOUT, "the tab never showed the new title")
        print("devloop: the new title showed %.1f s after the save" % (time.monotonic() - saved))
        assert rows() == ["Milk"], "the to-do was lost: %r" % rows()
        assert driver.execute_script("return window.cwStillHere === true;"), "the page reloaded"
        print("e2e dev loop: 1 passed, 0 failed")
    except AssertionError as error:
        print("devloop: FAILED: %s" % error)
        print("e2e dev loop: 0 passed, 1 failed")
        sys.exit(1)
    finally:
        with open(VIEW, "w") as file:
            file.write(original)
        if driver:
            driver.quit()
        os.killpg(dev.pid, signal.SIGTERM)
        dev.wait()
        log.close()


if __name__ == "__main__":
    main()
