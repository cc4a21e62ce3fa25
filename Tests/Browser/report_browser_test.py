#!/usr/bin/python3
"""Checks a ControlKit HTML report (HTMLReport.write) in headless Chromium, as a reviewer uses it.

Usage: /usr/bin/python3 report_browser_test.py INDEX_HTML EXPECTED_CARDS SCREENSHOT_PNG [--failed N]

Needs Debian's chromium, chromium-driver and python3-selenium (Scripts/install-browser.sh).
The page is opened from disk (file://); every check prints "ok: ..." or "FAIL: ...":
  - the page loads and every shown image decodes;
  - the browser console has no error or warning;
  - EXPECTED_CARDS cards are visible;
  - in the first failed card, the overlay's slider (driven by keys and by dragging) moves the
    clip of the actual image and the divider with it;
  - the toggle flips the image between expected and actual;
  - leaving only the "failed" status checked shows only the failed cards (N of them, when given);
  - zoom 2x doubles an image's size, with sharp pixels only when magnified;
and a screenshot of the whole page is saved to SCREENSHOT_PNG.
Exit status: 0 when every check passed, 1 when one failed, 2 when the browser could not be used.
"""

import argparse
import os
import pathlib
import sys
import time

try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select
except ImportError as error:
    print(f"report_browser_test: python3-selenium is missing ({error}); run Scripts/install-browser.sh", file=sys.stderr)
    sys.exit(2)

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# The window the report is checked in, in CSS pixels; the screenshot keeps the width and takes
# the page's full height.
WINDOW_WIDTH = 1280
WINDOW_HEIGHT = 900
# How long to wait for images and script effects, in seconds.
TIMEOUT = 10

failures = []


def check(condition, what, detail=""):
    """Records one check's outcome and prints it."""
    if condition:
        print(f"ok: {what}")
    else:
        failures.append(what)
        print(f"FAIL: {what}" + (f": {detail}" if detail else ""), file=sys.stderr)
    return condition


def wait_for(predicate, timeout=TIMEOUT):
    """predicate()'s first true value within timeout seconds, or its last value."""
    deadline = time.monotonic() + timeout
    value = predicate()
    while not value and time.monotonic() < deadline:
        time.sleep(0.05)
        value = predicate()
    return value


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    options.add_argument("--headless=new")
    options.add_argument(f"--window-size={WINDOW_WIDTH},{WINDOW_HEIGHT}")
    options.add_argument("--force-device-scale-factor=1")
    options.add_argument("--disable-gpu")
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument("--no-first-run")
    options.add_argument("--disable-extensions")
    if os.geteuid() == 0:
        # Chromium refuses to start its sandbox as root (CI containers run as root).
        options.add_argument("--no-sandbox")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # The driver's path is given, so Selenium never looks for (or downloads) one.
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)


def console_problems(driver):
    """The browser console's errors and warnings since the last call."""
    return [entry for entry in driver.get_log("browser") if entry.get("level") in ("SEVERE", "WARNING")]


def visible_cards(driver):
    return [card for card in driver.find_elements(By.CSS_SELECTOR, "article.card") if card.is_displayed()]


def broken_images(driver):
    """Sources of displayed images that have not loaded or did not decode."""
    return driver.execute_script(
        "return Array.prototype.slice.call(document.images)"
        ".filter(function (i) { return i.getClientRects().length > 0 && !(i.complete && i.naturalWidth > 0); })"
        ".map(function (i) { return i.getAttribute('src'); });")


def images_failing_to_load(driver):
    """The displayed images still not decoded after waiting for them."""
    wait_for(lambda: not broken_images(driver))
    return broken_images(driver)


def overlay_state(driver, card):
    """The overlay's clip (computed clip-path of the revealed actual image) and the divider's
    left edge as a share of the stack's width."""
    return driver.execute_script(
        "var card = arguments[0];"
        "var reveal = card.querySelector('.reveal'), divider = card.querySelector('.divider'), stack = card.querySelector('.stack');"
        "var s = stack.getBoundingClientRect(), d = divider.getBoundingClientRect();"
        "return [getComputedStyle(reveal).clipPath, (d.left + d.width / 2 - s.left) / s.width];", card)


def check_slider(driver, card):
    card.find_element(By.CSS_SELECTOR, "[role=tab][id$='-tab-overlay']").click()
    slider = card.find_element(By.CSS_SELECTOR, "input.reveal-range")
    if not check(slider.is_displayed(), "the Overlay tab shows the slider"):
        return
    start = overlay_state(driver, card)
    check(abs(start[1] - 0.5) < 0.05, "the overlay starts half revealed", f"divider at {start[1]:.2f} of the width")
    slider.send_keys(Keys.HOME)
    left = overlay_state(driver, card)
    check(left[0] != start[0] and left[1] < 0.05, "the Home key moves the slider to expected only",
          f"clip {start[0]!r} -> {left[0]!r}, divider at {left[1]:.2f}")
    slider.send_keys(Keys.END)
    right = overlay_state(driver, card)
    check(right[0] != left[0] and right[1] > 0.95, "the End key moves the slider to actual only",
          f"clip {left[0]!r} -> {right[0]!r}, divider at {right[1]:.2f}")
    for _ in range(10):
        slider.send_keys(Keys.ARROW_LEFT)
    stepped = overlay_state(driver, card)
    check(0.85 < stepped[1] < 0.95, "ten left-arrow presses move the divider back by a tenth", f"divider at {stepped[1]:.2f}")
    # A pointer drag: press at the slider's middle, then drag to a quarter of its width.
    width = slider.size["width"]
    ActionChains(driver).move_to_element(slider).click_and_hold().move_by_offset(-width // 4, 0).release().perform()
    dragged = overlay_state(driver, card)
    check(dragged[0] != stepped[0] and 0.15 < dragged[1] < 0.35, "dragging the slider to a quarter moves the divider there",
          f"clip {dragged[0]!r}, divider at {dragged[1]:.2f}")


def check_toggle(driver, card):
    card.find_element(By.CSS_SELECTOR, "[role=tab][id$='-tab-flip']").click()
    image = card.find_element(By.CSS_SELECTOR, "img.flip-image")
    button = card.find_element(By.CSS_SELECTOR, "button.flip-button")
    if not check(image.is_displayed() and button.is_displayed(), "the Toggle tab shows an image and a button"):
        return
    expected, actual = image.get_attribute("data-expected"), image.get_attribute("data-actual")
    check(image.get_attribute("src").endswith(expected), "the toggle starts on the expected image")
    button.click()
    check(image.get_attribute("src").endswith(actual) and button.text == "Show expected",
          "the toggle button shows the actual image", f"{image.get_attribute('src')}, button {button.text!r}")
    check(wait_for(lambda: driver.execute_script("var i = arguments[0]; return i.complete && i.naturalWidth > 0;", image)),
          "the actual image loads in the toggle view")
    button.click()
    check(image.get_attribute("src").endswith(expected) and button.text == "Show actual",
          "pressing the toggle again shows the expected image", f"{image.get_attribute('src')}, button {button.text!r}")


def check_filter(driver, failed_expected, total):
    failed_cards = driver.find_elements(By.CSS_SELECTOR, "article.card[data-status=failed]")
    boxes = driver.find_elements(By.CSS_SELECTOR, "input[name=status]")
    for box in boxes:
        if box.get_attribute("value") != "failed" and box.is_selected():
            box.click()
    shown = len(visible_cards(driver))
    want = failed_expected if failed_expected is not None else len(failed_cards)
    check(shown == want and shown < total, "the failed filter shows only the failed cards", f"{shown} visible, expected {want}")
    check(all(card.get_attribute("data-status") == "failed" for card in visible_cards(driver)), "every card left is a failed one")
    for box in boxes:
        if not box.is_selected():
            box.click()
    check(len(visible_cards(driver)) == total, "checking every status again shows every card")


def check_zoom(driver):
    """Zoom 2x doubles the narrowest image's width (it has room to); its pixels are drawn sharp
    (pixelated) exactly when it is then shown larger than its pixels (scale at most 2 here, at
    one device pixel per CSS pixel), smoothed when still shown smaller."""
    measure = ("var i = Array.prototype.slice.call(document.querySelectorAll('.shot img'))"
               ".filter(function (i) { return i.getClientRects().length > 0; })"
               ".sort(function (a, b) { return a.getBoundingClientRect().width - b.getBoundingClientRect().width; })[0];"
               "return i ? [i.getBoundingClientRect().width, getComputedStyle(i).imageRendering,"
               " Number(i.closest('.card').dataset.scale), window.devicePixelRatio] : null;")
    before = driver.execute_script(measure)
    if not check(before is not None, "the report shows an image to zoom"):
        return
    Select(driver.find_element(By.ID, "zoom")).select_by_value("2")
    after = driver.execute_script(measure)
    sharp = 2 * after[3] >= after[2]
    check(abs(after[0] - 2 * before[0]) < 1, "zoom 2x doubles an image's size", f"{before[0]} -> {after[0]} CSS px")
    check(after[1] == ("pixelated" if sharp else "auto"), "a zoomed image is pixelated only when magnified",
          f"@{after[2]}x image at zoom 2: image-rendering {after[1]}")


def save_screenshot(driver, path):
    # No focus ring left on the last control used.
    driver.execute_script("if (document.activeElement) { document.activeElement.blur(); }")
    height = driver.execute_script("return Math.ceil(document.documentElement.scrollHeight);")
    driver.set_window_size(WINDOW_WIDTH, max(WINDOW_HEIGHT, min(int(height) + 200, 16000)))
    # Lazily loaded images come in once the taller window shows them.
    broken = images_failing_to_load(driver)
    check(not broken, "every image on the full page loads", str(broken))
    path.parent.mkdir(parents=True, exist_ok=True)
    check(driver.save_screenshot(str(path)) and path.stat().st_size > 0, f"screenshot saved to {path}")


def main():
    parser = argparse.ArgumentParser(description="Checks a ControlKit HTML report in headless Chromium.")
    parser.add_argument("index", type=pathlib.Path, help="the report's index.html")
    parser.add_argument("cards", type=int, help="how many cards the report must show")
    parser.add_argument("screenshot", type=pathlib.Path, help="where to save a screenshot of the whole page (PNG)")
    parser.add_argument("--failed", type=int, help="how many cards are failures (default: as many as the page marks failed)")
    args = parser.parse_args()
    if not args.index.is_file():
        print(f"report_browser_test: {args.index}: no such file", file=sys.stderr)
        return 2
    for tool in (CHROMIUM, CHROMEDRIVER):
        if not os.access(tool, os.X_OK):
            print(f"report_browser_test: {tool} is missing; run Scripts/install-browser.sh", file=sys.stderr)
            return 2
    try:
        driver = start_browser()
    except WebDriverException as error:
        print(f"report_browser_test: cannot start Chromium through {CHROMEDRIVER}: {error.msg}", file=sys.stderr)
        return 2
    try:
        driver.get(args.index.resolve().as_uri())
        check(wait_for(lambda: driver.execute_script("return document.readyState") == "complete"), "the page loads from file://")
        check(driver.title != "", "the page has a title", repr(driver.title))
        broken = images_failing_to_load(driver)
        check(not broken, "every image shown decodes", str(broken))
        problems = console_problems(driver)
        check(not problems, "the console has no error or warning after loading", str(problems))
        cards = visible_cards(driver)
        check(len(cards) == args.cards, f"{args.cards} cards are visible", f"{len(cards)} are")
        failed = [card for card in cards if card.get_attribute("data-status") == "failed"]
        if check(bool(failed), "the report has a failed card to compare"):
            check(failed[0] == cards[0], "a failed card comes first")
            check_slider(driver, failed[0])
            check_toggle(driver, failed[0])
            # Leave the first failure on its overlay, half revealed, for the screenshot.
            failed[0].find_element(By.CSS_SELECTOR, "[role=tab][id$='-tab-overlay']").click()
            driver.execute_script("var r = arguments[0].querySelector('input.reveal-range'); r.value = 50;"
                                  "r.dispatchEvent(new Event('input', {bubbles: true}));", failed[0])
        check_filter(driver, args.failed, len(cards))
        # Last, so the screenshot shows the figures at twice their size in points.
        check_zoom(driver)
        save_screenshot(driver, args.screenshot)
        problems = console_problems(driver)
        check(not problems, "the console has no error or warning after every check", str(problems))
    except WebDriverException as error:
        check(False, "the browser answered every command", error.msg)
    finally:
        driver.quit()
    if failures:
        print(f"report_browser_test: {len(failures)} check(s) failed", file=sys.stderr)
        return 1
    print("report_browser_test: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
