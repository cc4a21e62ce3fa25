// The report page's script: the filters, the zoom, and each failure's three views (tabs, the
// overlay's slider, the toggle). It reads only the page's own elements and attributes and
// changes only their visibility, styles and image sources; without it every card is shown.

extension ReportPage {
    static let script = #"""
        (function () {
          "use strict";
          function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

          var cards = all(document, "article.card");
          var statusBoxes = all(document, "input[name=status]");
          var controlSelect = document.getElementById("filter-control");
          var appearanceSelect = document.getElementById("filter-appearance");
          var searchInput = document.getElementById("filter-search");
          var zoomSelect = document.getElementById("zoom");
          var shown = document.getElementById("shown");
          var noMatch = document.getElementById("no-match");

          function filter() {
            var wanted = {};
            statusBoxes.forEach(function (box) { wanted[box.value] = box.checked; });
            var control = controlSelect.value;
            var appearance = appearanceSelect.value;
            var text = searchInput.value.trim().toLowerCase();
            var count = 0;
            cards.forEach(function (card) {
              var data = card.dataset;
              var words = (data.figure + "\n" + data.spec + "\n" + data.control).toLowerCase();
              var visible = wanted[data.status] === true
                && (control === "" || data.control === control)
                && (appearance === "" || data.appearance === appearance)
                && (text === "" || words.indexOf(text) !== -1);
              card.hidden = !visible;
              if (visible) { count += 1; }
            });
            shown.textContent = "Showing " + count + " of " + cards.length + (cards.length === 1 ? " card." : " cards.");
            noMatch.hidden = count !== 0;
          }

          // Sharp pixels only where an image is magnified: a figure drawn at @3x is shown
          // smaller than its pixels at zoom 1 on a 1x screen, and is smoothed then.
          function zoom() {
            var factor = Number(zoomSelect.value) || 1;
            document.documentElement.style.setProperty("--zoom", String(factor));
            cards.forEach(function (card) {
              card.classList.toggle("magnified", factor * (window.devicePixelRatio || 1) >= Number(card.dataset.scale));
            });
          }

          function tabs(compare) {
            var list = all(compare, "[role=tab]");
            function select(chosen, focus) {
              list.forEach(function (tab) {
                var on = tab === chosen;
                tab.setAttribute("aria-selected", on ? "true" : "false");
                tab.tabIndex = on ? 0 : -1;
                var panel = document.getElementById(tab.getAttribute("aria-controls"));
                if (panel) { panel.hidden = !on; }
              });
              if (focus) { chosen.focus(); }
            }
            list.forEach(function (tab, index) {
              tab.addEventListener("click", function () { select(tab, false); });
              tab.addEventListener("keydown", function (event) {
                var step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
                if (step !== 0) {
                  event.preventDefault();
                  select(list[(index + step + list.length) % list.length], true);
                }
              });
            });
          }

          function overlay(compare) {
            var range = compare.querySelector("input.reveal-range");
            var reveal = compare.querySelector(".reveal");
            var divider = compare.querySelector(".divider");
            if (!range || !reveal || !divider) { return; }
            function update() {
              var value = Math.min(100, Math.max(0, Number(range.value) || 0));
              reveal.style.clipPath = "inset(0 " + (100 - value) + "% 0 0)";
              divider.style.left = value + "%";
              range.setAttribute("aria-valuetext", value + "% of the actual image shown");
            }
            range.addEventListener("input", update);
            update();
          }

          function flip(compare) {
            var button = compare.querySelector("button.flip-button");
            var image = compare.querySelector("img.flip-image");
            var link = compare.querySelector("a.flip-link");
            var label = compare.querySelector(".flip-label");
            if (!button || !image || !link || !label) { return; }
            button.addEventListener("click", function () {
              var actual = button.getAttribute("data-showing") !== "actual";
              var source = image.getAttribute(actual ? "data-actual" : "data-expected");
              button.setAttribute("data-showing", actual ? "actual" : "expected");
              button.textContent = actual ? "Show expected" : "Show actual";
              image.setAttribute("src", source);
              image.setAttribute("alt", image.getAttribute(actual ? "data-actual-alt" : "data-expected-alt"));
              link.setAttribute("href", source);
              label.textContent = actual ? "Showing actual" : "Showing expected";
            });
          }

          statusBoxes.forEach(function (box) { box.addEventListener("change", filter); });
          controlSelect.addEventListener("change", filter);
          appearanceSelect.addEventListener("change", filter);
          searchInput.addEventListener("input", filter);
          zoomSelect.addEventListener("change", zoom);
          all(document, ".compare").forEach(function (compare) {
            tabs(compare);
            overlay(compare);
            flip(compare);
          });
          filter();
          zoom();
        })();

        """#
}
